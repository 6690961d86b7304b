import {
  confirmableCategories,
  KEY_SKILLS_GROUP,
  type MissingRequirement,
  type RejectedChange,
} from '@resumio/contract/enhancement';
import type { Resume } from '@resumio/resume';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cx } from '@/components/ui/cx.ts';
import { TextLink } from '@/components/ui/text-link.tsx';
import { describePath } from '../model/resume-paths.ts';
import { changeKindLabels } from './change-card.tsx';
import { categoryLabels } from './keyword-table.tsx';

const CONFIRMABLE = new Set<string>(confirmableCategories);

/** Where a confirmed requirement goes in the tailored copy. */
export function confirmedPlace(category: MissingRequirement['category']): string {
  if (category === 'language') return 'Languages';
  if (category === 'certification') return 'Certificates';
  return `your skills, under “${KEY_SKILLS_GROUP}”`;
}

export interface MissingPromptsProps {
  missing: MissingRequirement[];
  editPath: string;
  /** Terms the user confirmed having; with `onConfirm`, each confirmable item gets a toggle. */
  confirmed?: ReadonlySet<string>;
  onConfirm?(term: string, value: boolean): void;
}

/**
 * What the posting asks for and the resume does not show: prompts, never inserted text. The user
 * may say one is true, and only then does the tailored copy name it.
 */
export function MissingPrompts({ missing, editPath, confirmed, onConfirm }: MissingPromptsProps) {
  const headingId = useId();
  if (missing.length === 0) return null;
  const canConfirm = onConfirm !== undefined && missing.some((m) => CONFIRMABLE.has(m.category));
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-200 bg-amber-50/60 p-5"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Only add if true
      </h3>
      <p className="mt-1 text-sm leading-6 text-slate-700">
        The posting asks for these and your resume does not show them. Resumio never writes them in
        for you
        {canConfirm ? (
          <>
            : if one is true, press “I have this” and the tailored copy names it. Then show it in
            the <TextLink to={editPath}>editor</TextLink>, in a job or a project.
          </>
        ) : (
          <>
            : add one in the <TextLink to={editPath}>editor</TextLink> only if it is true.
          </>
        )}
      </p>
      <ul className="mt-4 space-y-3">
        {missing.map((item) => {
          const on = confirmed?.has(item.term) ?? false;
          return (
            <li
              key={`${item.importance}:${item.term}`}
              className={cx(
                'rounded-xl bg-white p-3 ring-1',
                on ? 'ring-2 ring-emerald-600' : 'ring-amber-200',
              )}
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{item.term}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {item.importance === 'required' ? 'Required' : 'Preferred'} ·{' '}
                  {categoryLabels[item.category]}
                </span>
              </p>
              <p className="mt-1 text-sm leading-6 text-slate-700">{item.prompt}</p>
              {onConfirm && CONFIRMABLE.has(item.category) ? (
                <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Button
                    size="sm"
                    variant={on ? 'primary' : 'secondary'}
                    aria-pressed={on}
                    aria-label={`I have this: ${item.term}`}
                    onClick={() => onConfirm(item.term, !on)}
                  >
                    {on ? <span aria-hidden="true">✓</span> : null}I have this
                  </Button>
                  {on ? (
                    <span className="text-sm text-emerald-800">
                      The tailored copy lists it in {confirmedPlace(item.category)}.
                    </span>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Proposals the truthfulness guard turned down, folded away, each with its reason. */
export function RejectedProposals({
  rejected,
  resume,
}: {
  rejected: RejectedChange[];
  resume?: Resume;
}) {
  if (rejected.length === 0) return null;
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white p-5">
      <summary className="cursor-pointer font-semibold text-slate-900">
        {rejected.length} {rejected.length === 1 ? 'proposal' : 'proposals'} turned down by the
        truthfulness guard
      </summary>
      <p className="mt-2 text-sm leading-6 text-slate-600">
        Every proposed edit is checked against what your resume already says. These would have
        claimed something it does not support, so they are not offered.
      </p>
      <ul className="mt-3 space-y-3">
        {rejected.map((item, index) => (
          <li key={`${item.path}:${index}`} className="border-l-2 border-slate-200 pl-3 text-sm">
            <p className="font-medium text-slate-900">
              {changeKindLabels[item.kind]} · {describePath(item.path, resume)}
            </p>
            {item.text ? (
              <p className="mt-1 text-slate-600">
                Proposed: <q className="text-slate-700">{item.text}</q>
              </p>
            ) : null}
            <p className="mt-1 text-slate-700">
              <span className="font-semibold">Why not: </span>
              {item.reason}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
