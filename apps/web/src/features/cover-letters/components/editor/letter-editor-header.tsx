import { COVER_LETTER_TITLE_MAX } from '@resumio/contract/cover-letters';
import { Link } from 'react-router';
import { textLinkClasses } from '@/components/ui/text-link.tsx';
import type { AutosaveState } from '@/lib/autosave/autosave-controller.ts';
import { SaveStatus } from '@/lib/autosave/save-status.tsx';
import { type DocumentStore, useDocument } from '@/lib/document-store.ts';
import { type LetterDraft, draftErrors } from '../../model/letter-draft.ts';

export interface LetterEditorHeaderProps {
  store: DocumentStore<LetterDraft>;
  saveState: AutosaveState;
  resumeId: string | null;
  onRetry(): void;
}

/** The letter's title (edited in place), its save state and the way back. */
export function LetterEditorHeader({
  store,
  saveState,
  resumeId,
  onRetry,
}: LetterEditorHeaderProps) {
  const draft = useDocument(store);
  const error = draftErrors(draft).title;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <h1 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Cover letter
        </h1>
        <label htmlFor="letter-title" className="sr-only">
          Letter title
        </label>
        <input
          id="letter-title"
          value={draft.title}
          maxLength={COVER_LETTER_TITLE_MAX}
          placeholder="Untitled letter"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'letter-title-error' : undefined}
          onChange={(event) => {
            const title = event.target.value;
            store.update((current) => ({ ...current, title }));
          }}
          className="mt-1 -ml-2 block w-[calc(100%+0.5rem)] truncate rounded-lg border border-transparent bg-transparent px-2 py-1 text-2xl font-bold tracking-tight text-slate-900 hover:border-slate-300 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600 sm:text-3xl"
        />
        {error ? (
          <p id="letter-title-error" className="text-xs font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <SaveStatus state={saveState} onRetry={onRetry} />
      </div>
      <nav aria-label="Cover letter" className="flex shrink-0 flex-wrap gap-x-4 gap-y-2 text-sm">
        {resumeId ? (
          <Link to={`/resume?id=${encodeURIComponent(resumeId)}`} className={textLinkClasses}>
            Open the resume
          </Link>
        ) : null}
        <Link to="/cover-letters" className={textLinkClasses}>
          All cover letters
        </Link>
      </nav>
    </div>
  );
}
