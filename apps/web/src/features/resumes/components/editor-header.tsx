import { RESUME_LIMITS, type Resume } from '@resumio/resume';
import { Link } from 'react-router';
import type { AutosaveState } from '../autosave/autosave-controller.ts';
import { SaveStatus } from '../autosave/save-status.tsx';
import type { DocumentStore } from '../editor/document-store.ts';
import { withSettings } from '../editor/section-layout.ts';
import { textLinkClasses } from '@/components/ui/text-link.tsx';

export interface EditorHeaderProps {
  resumeId: string;
  resume: Resume;
  store: DocumentStore;
  saveState: AutosaveState;
  onRetry(): void;
}

export function EditorHeader({ resumeId, resume, store, saveState, onRetry }: EditorHeaderProps) {
  const title = resume.resumio?.title ?? '';
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <h1 className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Resume builder
        </h1>
        <label htmlFor="resume-title" className="sr-only">
          Resume title
        </label>
        <input
          id="resume-title"
          value={title}
          maxLength={RESUME_LIMITS.resumeTitle}
          placeholder="Untitled resume"
          onChange={(event) =>
            store.update((r) => withSettings(r, (s) => ({ ...s, title: event.target.value })))
          }
          className="mt-1 w-full rounded-lg border border-transparent bg-transparent px-2 py-1 -ml-2 text-2xl font-bold tracking-tight text-slate-900 hover:border-slate-300 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-3xl"
        />
        <SaveStatus state={saveState} onRetry={onRetry} />
      </div>
      <nav aria-label="Resume" className="flex shrink-0 gap-4 text-sm">
        <Link to={`/my-resumes/${encodeURIComponent(resumeId)}`} className={textLinkClasses}>
          Resume details
        </Link>
        <Link to="/my-resumes" className={textLinkClasses}>
          My resumes
        </Link>
      </nav>
    </div>
  );
}
