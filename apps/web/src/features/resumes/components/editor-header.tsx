import { RESUME_LIMITS, type Resume } from '@resumio/resume';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { AutosaveState } from '@/lib/autosave/autosave-controller.ts';
import { SaveStatus } from '@/lib/autosave/save-status.tsx';
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
  const titleField = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const field = titleField.current;
    // Browsers without `field-sizing` keep one row: grow the field to its wrapped lines instead.
    if (!field || typeof CSS === 'undefined' || CSS.supports('field-sizing', 'content')) return;
    field.style.height = 'auto';
    field.style.height = `${field.scrollHeight}px`;
  }, [title]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <h1 className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Resume builder
        </h1>
        <label htmlFor="resume-title" className="sr-only">
          Resume title
        </label>
        {/*
          A title is one line of text, but a long one wraps here instead of being cut off on a
          narrow screen: Enter and pasted line breaks never make it into the title.
        */}
        <textarea
          ref={titleField}
          id="resume-title"
          rows={1}
          value={title}
          maxLength={RESUME_LIMITS.resumeTitle}
          placeholder="Untitled resume"
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          onChange={(event) => {
            const value = event.target.value.replace(/[\r\n]+/g, ' ');
            store.update((r) => withSettings(r, (s) => ({ ...s, title: value })));
          }}
          className="mt-1 -ml-2 block w-[calc(100%+0.5rem)] resize-none overflow-hidden rounded-lg border border-transparent bg-transparent px-2 py-1 text-2xl font-bold tracking-tight text-slate-900 field-sizing-content hover:border-slate-300 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-3xl"
        />
        <SaveStatus state={saveState} onRetry={onRetry} />
      </div>
      <nav aria-label="Resume" className="flex shrink-0 flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to={`/my-resumes/${encodeURIComponent(resumeId)}`} className={textLinkClasses}>
          Resume details
        </Link>
        <Link to={`/my-resumes/${encodeURIComponent(resumeId)}/apply`} className={textLinkClasses}>
          Tailor to a job
        </Link>
        <Link to="/my-resumes" className={textLinkClasses}>
          My resumes
        </Link>
      </nav>
    </div>
  );
}
