import { useEffect, useId, useState } from 'react';
import { cx } from '@/components/ui/cx.ts';
import { inputClasses, labelClasses } from '@/components/ui/field-styles.ts';
import { type ListParams, type LetterView, SORT_LABELS } from './list-params.ts';
import type { LetterSort } from './sort-header.tsx';

const SEARCH_DELAY_MS = 250;

export interface LetterListToolbarProps {
  params: ListParams;
  onChange(patch: Partial<ListParams>): void;
}

const VIEWS: { value: LetterView; label: string }[] = [
  { value: 'cards', label: 'Cards' },
  { value: 'table', label: 'Table' },
];

/** Search (as the user types, once they pause), order, and cards or table. */
export function LetterListToolbar({ params, onChange }: LetterListToolbarProps) {
  const searchId = useId();
  const sortId = useId();
  const [draft, setDraft] = useState(params.q);

  useEffect(() => {
    if (draft.trim() === params.q) return;
    const timer = setTimeout(() => onChange({ q: draft.trim(), page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only typing starts the pause; the address catching up must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end">
      <form
        role="search"
        className="flex-1"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: draft.trim(), page: 1 });
        }}
      >
        <label htmlFor={searchId} className={labelClasses}>
          Search cover letters
        </label>
        <input
          id={searchId}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Title, company or job title"
          className={inputClasses}
        />
      </form>
      <div>
        <label htmlFor={sortId} className={labelClasses}>
          Order
        </label>
        <select
          id={sortId}
          value={params.sort}
          onChange={(event) => onChange({ sort: event.target.value as LetterSort, page: 1 })}
          className={inputClasses}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div
        role="group"
        aria-label="Show as"
        className="flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm"
      >
        {VIEWS.map((view) => (
          <button
            key={view.value}
            type="button"
            aria-pressed={params.view === view.value}
            onClick={() => onChange({ view: view.value, page: 1 })}
            className={cx(
              'min-h-9 flex-1 rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
              params.view === view.value
                ? 'bg-brand-600 text-white'
                : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {view.label}
          </button>
        ))}
      </div>
    </div>
  );
}
