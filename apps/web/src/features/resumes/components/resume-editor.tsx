import type { ResumeDetail } from '@resumio/contract/resumes';
import { type Resume, resolveSettings, resumeFileName } from '@resumio/resume';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { ConflictDialog } from '@/lib/autosave/conflict-dialog.tsx';
import { createUnsavedStore, type UnsavedCopy } from '@/lib/autosave/unsaved-store.ts';
import { ReadbackPanel } from '../ats/readback-panel.tsx';
import { useAutosave } from '../autosave/use-autosave.ts';
import { createDocumentStore } from '../editor/document-store.ts';
import { ResumeWorkspace } from '../editor/resume-workspace.tsx';
import { useDocument } from '../editor/use-document.ts';
import { ExportPanel } from '../export/export-panel.tsx';
import type { PremiumProps } from '../premium-props.ts';
import { SharePanel } from '../share/share-panel.tsx';
import { EditorHeader } from './editor-header.tsx';

type ResumeCopy = UnsavedCopy<Resume>;

/** Where a resume's unsaved changes are kept on the device. */
const UNSAVED_PREFIX = 'resumio.unsaved.';

function recoverUnsaved(detail: ResumeDetail, copy: ResumeCopy | null): ResumeCopy | null {
  if (!copy) return null;
  // The save went through but the copy was not cleared (the tab closed first): nothing to do.
  return JSON.stringify(copy.document) === JSON.stringify(detail.document) ? null : copy;
}

export interface ResumeEditorProps extends PremiumProps {
  detail: ResumeDetail;
}

/** Editing one saved resume: the workspace, autosave, exports and the read-back check. */
export function ResumeEditor({ detail, isPremium, renderUpgrade }: ResumeEditorProps) {
  const [unsaved] = useState(() => createUnsavedStore<Resume>(UNSAVED_PREFIX));
  const [recovered] = useState(() => recoverUnsaved(detail, unsaved.read(detail.id)));
  const [store] = useState(() => createDocumentStore(recovered?.document ?? detail.document));
  const { state, controller } = useAutosave({ detail, store, unsaved, recovered });
  const resume = useDocument(store);
  const templateId = resolveSettings(resume).templateId;
  const saveFirst = async () => {
    await controller.flush();
  };

  return (
    <div className="space-y-6">
      <EditorHeader
        resumeId={detail.id}
        resume={resume}
        store={store}
        saveState={state}
        onRetry={() => controller.retryNow()}
      />
      <ResumeWorkspace
        store={store}
        isPremium={isPremium}
        tools={{
          label: 'Export & check',
          content: (
            <div className="space-y-8">
              <ExportPanel
                resumeId={detail.id}
                templateId={templateId}
                isPremium={isPremium}
                renderUpgrade={renderUpgrade}
                beforeExport={saveFirst}
                fallbackFileName={(format) => resumeFileName(resume, format).utf8}
              />
              <ReadbackPanel resumeId={detail.id} templateId={templateId} beforeCheck={saveFirst} />
              <section className="rounded-2xl border border-slate-200 bg-white p-5">
                <SharePanel
                  resumeId={detail.id}
                  isPremium={isPremium}
                  renderUpgrade={renderUpgrade}
                  headingLevel="h3"
                />
              </section>
              <section className="rounded-2xl border border-slate-200 bg-white p-5">
                <h2 className="text-base font-semibold text-slate-900">Tailor to a job</h2>
                <p className="mt-1 text-sm text-slate-600">
                  Paste a job description and get suggestions that match its keywords.
                </p>
                <ButtonLink
                  to={`/my-resumes/${encodeURIComponent(detail.id)}/apply`}
                  variant="secondary"
                  size="sm"
                  className="mt-3"
                >
                  Tailor to a job
                </ButtonLink>
              </section>
            </div>
          ),
        }}
      />
      {state.status === 'conflict' && state.conflict ? (
        <ConflictDialog
          noun="resume"
          savedAt={state.conflict.updatedAt}
          onKeepMine={() => controller.keepMine()}
          onUseSaved={() => {
            const saved = controller.useSaved();
            if (saved) store.replace(saved.document);
          }}
        />
      ) : null}
    </div>
  );
}
