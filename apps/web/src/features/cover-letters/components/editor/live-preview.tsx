import type { ResumeDetail } from '@resumio/contract/resumes';
import { useMemo } from 'react';
import { type DocumentStore, useDocument } from '@/lib/document-store.ts';
import type { LetterDraft } from '../../model/letter-draft.ts';
import { letterPreviewModel } from '../../model/letterhead.ts';
import { LetterPreview } from './letter-preview.tsx';

export interface LivePreviewProps {
  store: DocumentStore<LetterDraft>;
  /** The resume the letter was written from, once loaded (its letterhead). */
  resume: ResumeDetail | undefined;
}

/** The preview follows every keystroke: it draws straight from the letter being edited. */
export function LivePreview({ store, resume }: LivePreviewProps) {
  const draft = useDocument(store);
  const model = useMemo(
    () => letterPreviewModel(draft.title, draft.content, resume),
    [draft.title, draft.content, resume],
  );
  return (
    <section aria-labelledby="letter-preview-title">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="letter-preview-title" className="text-base font-semibold text-slate-900">
          Preview
        </h2>
        <p className="text-xs text-slate-600">Updates as you type</p>
      </div>
      <div className="rounded-2xl bg-slate-100 p-3 sm:p-5">
        <LetterPreview model={model} />
      </div>
    </section>
  );
}
