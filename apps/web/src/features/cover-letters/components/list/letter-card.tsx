import { COVER_LETTER_TITLE_MAX, type CoverLetterSummary } from '@resumio/contract/cover-letters';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { RelativeTimeText } from '@/components/relative-time-text.tsx';
import { MailIcon } from '@/components/ui/icons.tsx';
import { InlineRename } from '@/components/ui/inline-rename.tsx';
import { jobLabel, styleLabel } from '../../model/labels.ts';
import { wordTarget } from '../../model/word-target.ts';
import { LetterActions } from './letter-actions.tsx';

export interface LetterCardProps {
  letter: CoverLetterSummary;
  now: number;
  busy: boolean;
  renaming: { saving: boolean; error: string | null } | null;
  onStartRename(): void;
  onRename(title: string): void;
  onCancelRename(): void;
  onDuplicate(): void;
  onDelete(): void;
}

export const letterPath = (id: string) => `/cover-letters/${encodeURIComponent(id)}`;

export function LetterCard({
  letter,
  now,
  busy,
  renaming,
  onStartRename,
  onRename,
  onCancelRename,
  onDuplicate,
  onDelete,
}: LetterCardProps) {
  const titleId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const words = wordTarget(letter.wordCount, letter.length);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
        >
          <MailIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            className={renaming ? 'sr-only' : 'text-base font-semibold break-words text-slate-900'}
          >
            <Link
              to={letterPath(letter.id)}
              className="hover:text-brand-700 hover:underline focus-visible:rounded-sm"
            >
              {letter.title}
            </Link>
          </h2>
          {renaming ? (
            <InlineRename
              title={letter.title}
              maxLength={COVER_LETTER_TITLE_MAX}
              saving={renaming.saving}
              error={renaming.error}
              onSave={onRename}
              onCancel={() => {
                onCancelRename();
                requestAnimationFrame(() => renameButton.current?.focus());
              }}
            />
          ) : null}
          <p className="mt-0.5 text-sm break-words text-slate-600">{jobLabel(letter)}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-600">
        <dt>Written from</dt>
        <dd className="truncate font-medium text-slate-800">
          {letter.resumeTitle ?? 'A deleted resume'}
        </dd>
        <dt>Style</dt>
        <dd className="font-medium text-slate-800">{styleLabel(letter)}</dd>
        <dt>Length</dt>
        <dd className="font-medium text-slate-800">{words.label}</dd>
        <dt>Last edited</dt>
        <dd className="font-medium text-slate-800">
          <RelativeTimeText iso={letter.updatedAt} now={now} />
        </dd>
      </dl>
      <LetterActions
        letter={letter}
        busy={busy}
        renaming={renaming !== null}
        renameRef={renameButton}
        onDuplicate={onDuplicate}
        onStartRename={onStartRename}
        onDelete={onDelete}
        className="mt-auto flex-wrap pt-4"
      >
        <Link
          to={letterPath(letter.id)}
          className="inline-flex min-h-9 items-center rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Open<span className="sr-only"> {letter.title}</span>
        </Link>
      </LetterActions>
    </article>
  );
}
