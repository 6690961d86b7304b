import type { TailorChange } from '@resumio/contract/enhancement';
import { diffWords } from 'diff';
import { type ReactNode, useMemo } from 'react';
import { cx } from '@/components/ui/cx.ts';

const delClasses =
  'rounded-sm bg-rose-50 text-rose-900 line-through decoration-rose-500 decoration-2';
const insClasses =
  'rounded-sm bg-emerald-50 font-medium text-emerald-900 underline decoration-emerald-600 decoration-2 underline-offset-2';

/** Removed words: struck through and tinted; announced as removed. */
export function Removed({ children }: { children: ReactNode }) {
  return (
    <del className={delClasses}>
      <span className="sr-only">[removed: </span>
      {children}
      <span className="sr-only">]</span>
    </del>
  );
}

/** Added words: underlined, bold and tinted; announced as added. */
export function Added({ children }: { children: ReactNode }) {
  return (
    <ins className={insClasses}>
      <span className="sr-only">[added: </span>
      {children}
      <span className="sr-only">]</span>
    </ins>
  );
}

function Pane({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx('min-w-0 rounded-xl border p-3', className)}>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <div className="mt-1.5 text-sm leading-6 break-words whitespace-pre-wrap text-slate-800">
        {children}
      </div>
    </div>
  );
}

/** Before and after side by side (stacked on a phone), word by word. */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Pane label="Before" className="border-slate-200 bg-slate-50">
        {before ? (
          parts
            .filter((part) => !part.added)
            .map((part, index) =>
              part.removed ? (
                <Removed key={index}>{part.value}</Removed>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )
        ) : (
          <span className="text-slate-500 italic">Nothing here yet</span>
        )}
      </Pane>
      <Pane label="After" className="border-brand-200 bg-white">
        {parts
          .filter((part) => !part.removed)
          .map((part, index) =>
            part.added ? (
              <Added key={index}>{part.value}</Added>
            ) : (
              <span key={index}>{part.value}</span>
            ),
          )}
      </Pane>
    </div>
  );
}

/** Where each item of `after` was in `before` (null for a new one). */
export function originalPositions(before: readonly string[], after: readonly string[]) {
  const used = new Set<number>();
  return after.map((item) => {
    const index = before.findIndex((candidate, i) => !used.has(i) && candidate === item);
    if (index === -1) return null;
    used.add(index);
    return index;
  });
}

/** A reordered list: the new order, each moved item saying where it was. */
export function ListDiff({
  before,
  after,
}: {
  before: readonly string[];
  after: readonly string[];
}) {
  const origins = originalPositions(before, after);
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Pane label="Before" className="border-slate-200 bg-slate-50">
        <ol className="list-decimal space-y-1 pl-5 whitespace-normal">
          {before.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
      </Pane>
      <Pane label="After" className="border-brand-200 bg-white">
        <ol className="list-decimal space-y-1 pl-5 whitespace-normal">
          {after.map((item, index) => {
            const from = origins[index] ?? null;
            return (
              <li key={index}>
                {item}
                {from === null ? (
                  <span className="ml-2 inline-block rounded-full bg-emerald-50 px-2 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                    New
                  </span>
                ) : from !== index ? (
                  <span
                    className={cx(
                      'ml-2 inline-block rounded-full px-2 text-xs font-semibold ring-1',
                      from > index
                        ? 'bg-brand-50 text-brand-800 ring-brand-200'
                        : 'bg-slate-100 text-slate-700 ring-slate-200',
                    )}
                  >
                    <span aria-hidden="true">{from > index ? '↑' : '↓'} </span>
                    {from > index ? 'moved up' : 'moved down'} from {from + 1}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </Pane>
    </div>
  );
}

const asText = (value: string | string[]) => (Array.isArray(value) ? value.join('\n') : value);

/** The right picture of one change: an addition, a reordering or a rewording. */
export function ChangeDiff({ change, where }: { change: TailorChange; where: string }) {
  const { before, after } = change;
  if (change.kind === 'add-skill') {
    const added = Array.isArray(after) ? after : [after];
    return (
      <p className="rounded-xl border border-brand-200 bg-white p-3 text-sm leading-6 text-slate-800">
        Adds{' '}
        {added.map((skill, index) => (
          <span key={skill}>
            {index > 0 ? ', ' : null}
            <Added>{skill}</Added>
          </span>
        ))}{' '}
        to {where}.
      </p>
    );
  }
  if (Array.isArray(after) && (before === null || Array.isArray(before))) {
    return <ListDiff before={before ?? []} after={after} />;
  }
  return <WordDiff before={before === null ? '' : asText(before)} after={asText(after)} />;
}
