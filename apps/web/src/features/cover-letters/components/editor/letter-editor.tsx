import type { CoverLetterDetail } from '@resumio/contract/cover-letters';
import { useState } from 'react';
import { ConflictDialog } from '@/lib/autosave/conflict-dialog.tsx';
import { createUnsavedStore, type UnsavedCopy } from '@/lib/autosave/unsaved-store.ts';
import { createDocumentStore, useDocument } from '@/lib/document-store.ts';
import { useLetterheadResume } from '../../api/get-letterhead-resume.ts';
import { blocksToDoc } from '../../model/letter-doc.ts';
import { type LetterDraft, draftFromDetail, sameDraft } from '../../model/letter-draft.ts';
import { AddressedList } from './addressed-list.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { FlagList } from './flag-list.tsx';
import { JobDescription } from './job-description.tsx';
import { LetterBodyCard } from './letter-body-card.tsx';
import { LetterDetails } from './letter-details.tsx';
import { LetterEditorHeader } from './letter-editor-header.tsx';
import { LivePreview } from './live-preview.tsx';
import { useLetterAutosave } from './use-letter-autosave.ts';
import { useLetterEditor } from './use-letter-editor.ts';

/** Where a letter's unsaved changes are kept on the device. */
const UNSAVED_PREFIX = 'resumio.unsaved-letter.';

type LetterCopy = UnsavedCopy<LetterDraft>;

function recoverUnsaved(detail: CoverLetterDetail, copy: LetterCopy | null): LetterCopy | null {
  // The save went through but the copy was not cleared (the tab closed first): nothing to do.
  return copy && !sameDraft(copy.document, draftFromDetail(detail)) ? copy : null;
}

const fileStem = (title: string) => title.replace(/[^\p{L}\p{N}]+/gu, ' ').trim() || 'Cover letter';

/** Editing one saved letter: text, details, live letterhead preview, autosave and exports. */
export function LetterEditor({ detail }: { detail: CoverLetterDetail }) {
  const [unsaved] = useState(() => createUnsavedStore<LetterDraft>(UNSAVED_PREFIX));
  const [recovered] = useState(() => recoverUnsaved(detail, unsaved.read(detail.id)));
  const [store] = useState(() =>
    createDocumentStore<LetterDraft>(recovered?.document ?? draftFromDetail(detail)),
  );
  const [savedStore] = useState(() => createDocumentStore(detail));
  const saved = useDocument(savedStore);
  const { state, controller } = useLetterAutosave({
    detail,
    store,
    unsaved,
    recovered,
    saved: savedStore,
  });
  const editor = useLetterEditor(store.get().content.body, (body) =>
    store.update((draft) => ({ ...draft, content: { ...draft.content, body } })),
  );
  const resume = useLetterheadResume(detail.resumeId);

  const adoptSavedVersion = () => {
    const current = controller.useSaved();
    if (!current) return;
    savedStore.replace(current);
    store.replace(draftFromDetail(current));
    editor.commands.setContent(blocksToDoc(current.content.body), { emitUpdate: false });
  };

  return (
    <div className="space-y-6">
      <LetterEditorHeader
        store={store}
        saveState={state}
        resumeId={detail.resumeId}
        onRetry={() => controller.retryNow()}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <LetterBodyCard store={store} editor={editor} letterId={detail.id} />
          <FlagList flags={saved.flags} />
          <LetterDetails store={store} />
        </div>
        <div className="min-w-0 lg:sticky lg:top-4">
          <LivePreview store={store} resume={resume.data} />
        </div>
      </div>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <ExportButtons
          letterId={detail.id}
          fileStem={() => fileStem(store.get().title)}
          beforeExport={() => controller.flush()}
        />
        <AddressedList addressed={saved.addressed} />
      </div>
      <JobDescription text={saved.jobDescription} />
      {state.status === 'conflict' && state.conflict ? (
        <ConflictDialog
          noun="cover letter"
          savedAt={state.conflict.updatedAt}
          onKeepMine={() => controller.keepMine()}
          onUseSaved={adoptSavedVersion}
        />
      ) : null}
    </div>
  );
}
