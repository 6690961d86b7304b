import type { ResumeShareSummary, ResumeSummary } from '@resumio/contract/resumes';
import { RESUME_LIMITS, getTemplateMeta } from '@resumio/resume';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { buttonClasses } from '@/components/ui/button-styles.ts';
import { InlineRename } from '@/components/ui/inline-rename.tsx';
import { RelativeTimeText } from '@/components/relative-time-text.tsx';
import { plural } from '@/lib/plural.ts';
import { TemplateThumbnail } from '../editor/design/template-thumbnail.tsx';

export interface ResumeCardProps {
  resume: ResumeSummary;
  now: number;
  busy: boolean;
  renaming: { saving: boolean; error: string | null } | null;
  onStartRename(): void;
  onRename(title: string): void;
  onCancelRename(): void;
  onDuplicate(): void;
  onExport(): void;
  onDelete(): void;
  /** The resume's public link, when it has one: its views are shown on the card. */
  share?: ResumeShareSummary;
}

export function ResumeCard({
  resume,
  now,
  busy,
  renaming,
  onStartRename,
  onRename,
  onCancelRename,
  onDuplicate,
  onExport,
  onDelete,
  share,
}: ResumeCardProps) {
  const titleId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const template = getTemplateMeta(resume.templateId);
  const editPath = `/resume?id=${encodeURIComponent(resume.id)}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <Link
        to={`/my-resumes/${encodeURIComponent(resume.id)}`}
        tabIndex={-1}
        aria-hidden="true"
        className="block h-40 overflow-hidden border-b border-slate-100 bg-slate-50 px-8 pt-5 sm:px-10"
      >
        <TemplateThumbnail
          templateId={resume.templateId}
          className="mx-auto max-w-44 rounded-t shadow-sm"
        />
      </Link>
      <div className="flex flex-1 flex-col p-4">
        <h2
          id={titleId}
          className={renaming ? 'sr-only' : 'text-base font-semibold text-slate-900'}
        >
          <Link
            to={`/my-resumes/${encodeURIComponent(resume.id)}`}
            className="hover:text-brand-700 hover:underline focus-visible:rounded-sm"
          >
            {resume.title}
          </Link>
        </h2>
        {renaming ? (
          <InlineRename
            title={resume.title}
            maxLength={RESUME_LIMITS.resumeTitle}
            saving={renaming.saving}
            error={renaming.error}
            onSave={onRename}
            onCancel={() => {
              onCancelRename();
              requestAnimationFrame(() => renameButton.current?.focus());
            }}
          />
        ) : null}
        <p className="mt-1 text-sm text-slate-600">
          {[resume.name, resume.headline].filter(Boolean).join(' · ') || 'No name yet'}
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-600">
          <dt>Template</dt>
          <dd className="font-medium text-slate-800">{template.name}</dd>
          <dt>Last edited</dt>
          <dd className="font-medium text-slate-800">
            <RelativeTimeText iso={resume.updatedAt} now={now} />
          </dd>
          {share ? (
            <>
              <dt>Public link</dt>
              <dd className="font-medium text-slate-800">
                <Link
                  to={`/my-resumes/${encodeURIComponent(resume.id)}#share`}
                  className="hover:text-brand-700 hover:underline"
                >
                  {share.status === 'expired' ? 'Expired' : 'On'} ·{' '}
                  {plural(share.totalViews, 'view')}
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
        <div
          className="mt-4 flex flex-wrap gap-2 pt-1"
          aria-label={`Actions for ${resume.title}`}
          role="group"
        >
          <Link
            to={editPath}
            className="inline-flex min-h-9 items-center rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Open<span className="sr-only"> {resume.title}</span>
          </Link>
          <Button size="sm" variant="secondary" onClick={onDuplicate} disabled={busy}>
            Duplicate<span className="sr-only"> {resume.title}</span>
          </Button>
          <button
            type="button"
            ref={renameButton}
            className={buttonClasses('secondary', 'sm')}
            onClick={onStartRename}
            disabled={busy || renaming !== null}
          >
            Rename<span className="sr-only"> {resume.title}</span>
          </button>
          <Button size="sm" variant="secondary" onClick={onExport} disabled={busy}>
            Export PDF<span className="sr-only"> of {resume.title}</span>
          </Button>
          <Link
            to={`/my-resumes/${encodeURIComponent(resume.id)}#export`}
            className={buttonClasses('ghost', 'sm')}
          >
            Other formats<span className="sr-only"> for {resume.title}</span>
          </Link>
          <Link
            to={`/my-resumes/${encodeURIComponent(resume.id)}/apply`}
            className={buttonClasses('ghost', 'sm')}
          >
            Tailor to a job<span className="sr-only">: {resume.title}</span>
          </Link>
          <Button
            size="sm"
            variant="danger-ghost"
            className="ml-auto"
            onClick={onDelete}
            disabled={busy}
          >
            Delete<span className="sr-only"> {resume.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
