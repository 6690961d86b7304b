import type { ChangeKind, TailorChange } from '@resumio/contract/enhancement';
import type { Resume } from '@resumio/resume';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx.ts';
import { proposalName } from '../model/proposal-name.ts';
import { describePath, skillGroupPhrase } from '../model/resume-paths.ts';
import { ChangeDiff } from './change-diff.tsx';

export const changeKindLabels: Record<ChangeKind, string> = {
  'reorder-bullets': 'Bullets reordered',
  'reorder-skills': 'Skills reordered',
  'add-skill': 'Skill added to your list',
  'rewrite-summary': 'Summary rewritten',
  'rewrite-bullet': 'Bullet rewritten',
  'mirror-wording': 'The posting’s wording added',
  'retitle-headline': 'Headline in the posting’s words',
};

export interface ChangeCardProps {
  change: TailorChange;
  resume?: Resume;
  accepted: boolean;
  onDecide(accepted: boolean): void;
  /** The "Rewrite with AI" action, when a language model is available. */
  rewrite?: ReactNode;
}

// The scroll margin keeps a focused toggle clear of the sticky header.
const toggleBase =
  'scroll-mt-24 inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** One proposed change: where, what (before and after), why, and the user's decision. */
export function ChangeCard({ change, resume, accepted, onDecide, rewrite }: ChangeCardProps) {
  const label = changeKindLabels[change.kind];
  const where = describePath(change.path, resume);
  // Kind, place and what it puts in: proposals of one kind in one place still read apart.
  const context = proposalName(label, where, change);
  return (
    <article
      aria-label={context}
      data-change-id={change.id}
      className={cx(
        'rounded-2xl border p-4 shadow-sm transition-colors sm:p-5',
        accepted ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">{label}</h4>
          <p className="mt-0.5 text-sm break-words text-slate-600">{where}</p>
        </div>
        <div
          role="group"
          aria-label={`Your decision: ${context}`}
          className="inline-flex shrink-0 self-start rounded-lg border border-slate-300 bg-white p-1"
        >
          <button
            type="button"
            aria-pressed={accepted}
            aria-label={`Accept: ${context}`}
            onClick={() => onDecide(true)}
            className={cx(
              toggleBase,
              accepted ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <span aria-hidden="true">✓</span>
            Accept
          </button>
          <button
            type="button"
            aria-pressed={!accepted}
            aria-label={`Reject: ${context}`}
            onClick={() => onDecide(false)}
            className={cx(
              toggleBase,
              !accepted ? 'bg-slate-800 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <span aria-hidden="true">✗</span>
            Reject
          </button>
        </div>
      </div>

      {!accepted ? (
        <p className="mt-3 text-sm font-medium text-slate-700">
          Rejected: your copy keeps the original here.
        </p>
      ) : null}

      <div
        className={cx(
          'mt-4',
          // Dashed, not faded: a rejected change stays readable at full contrast.
          !accepted && 'rounded-xl border border-dashed border-slate-300 p-2 grayscale',
        )}
      >
        <ChangeDiff
          change={change}
          where={change.kind === 'add-skill' ? skillGroupPhrase(change.path, resume) : where}
        />
      </div>

      <p className="mt-3 text-sm leading-6 text-slate-700">
        <span className="font-semibold text-slate-900">Why: </span>
        {change.reason}
      </p>
      {change.keywords.length || change.source === 'model' ? (
        <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
          {change.keywords.length ? <span className="text-slate-600">Keywords:</span> : null}
          {change.keywords.map((keyword) => (
            <span
              key={keyword}
              className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {keyword}
            </span>
          ))}
          {change.source === 'model' ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
              Worded by AI · checked against your resume
            </span>
          ) : null}
        </div>
      ) : null}
      {rewrite}
    </article>
  );
}
