import type { JobStage, ListJobsQuery } from '@resumio/contract/jobs';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { inputClasses, labelClasses } from '@/components/ui/field-styles.ts';
import { type JobSort, type SortKey, sortKeys } from '../../model/sort-jobs.ts';
import type { FilterKey } from './use-table-params.ts';

export interface TableFiltersProps {
  filters: ListJobsQuery;
  stages: readonly JobStage[];
  tags: readonly string[];
  sources: readonly string[];
  onFilter(key: FilterKey, value: string): void;
  onClear(): void;
  /** On phones the card list has no headers to click: sorting is a select. */
  sort?: { value: JobSort; onSort(sort: JobSort): void };
}

const SEARCH_DELAY_MS = 300;

const sortLabels: Record<SortKey, string> = {
  company: 'Company',
  role: 'Role',
  stage: 'Stage',
  applied: 'Date applied',
  deadline: 'Deadline',
  followUp: 'Follow-up',
  updated: 'Last updated',
};

/** Search and filters; the server filters, so what is shown is what the export holds too. */
export function TableFilters({
  filters,
  stages,
  tags,
  sources,
  onFilter,
  onClear,
  sort,
}: TableFiltersProps) {
  const id = useId();
  const applied = filters.q ?? '';
  const [search, setSearch] = useState(applied);
  // What this box last put in the address, and the address's value seen last: a change that
  // did not come from here (Clear filters, Back) replaces the text typed.
  const [sent, setSent] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    if (applied !== sent) {
      setSearch(applied);
      setSent(applied);
    }
  }
  const filter = useRef(onFilter);
  useEffect(() => {
    filter.current = onFilter;
  });
  // Typing waits for a pause before the address (and the request) changes.
  useEffect(() => {
    if (search.trim() === applied) return;
    const timer = setTimeout(() => {
      setSent(search.trim());
      filter.current('q', search.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, applied]);

  const filtered = Object.keys(filters).length > 0 || search !== '';
  const select = (key: FilterKey, label: string, options: ReadonlyArray<[string, string]>) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClasses}>
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        value={filters[key] ?? ''}
        onChange={(event) => onFilter(key, event.target.value)}
        className={inputClasses}
      >
        <option value="">All</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div
      role="search"
      aria-label="Filter applications"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-7">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-q`} className={labelClasses}>
            Search
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            placeholder="Company, role, location, tag…"
            onChange={(event) => setSearch(event.target.value)}
            className={inputClasses}
          />
        </div>
        {select(
          'stageId',
          'Stage',
          stages.map((stage) => [stage.id, stage.name]),
        )}
        {select(
          'tag',
          'Tag',
          tags.map((tag) => [tag, tag]),
        )}
        {select(
          'source',
          'Source',
          sources.map((source) => [source, source]),
        )}
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <div>
            <label htmlFor={`${id}-from`} className={labelClasses}>
              Added from
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(event) => onFilter('from', event.target.value)}
              className={inputClasses}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={labelClasses}>
              Added until
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(event) => onFilter('to', event.target.value)}
              className={inputClasses}
            />
          </div>
        </div>
      </div>
      {sort || filtered ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          {sort ? (
            <div className="flex items-end gap-2">
              <div>
                <label htmlFor={`${id}-sort`} className={labelClasses}>
                  Sort by
                </label>
                <select
                  id={`${id}-sort`}
                  value={sort.value.key}
                  onChange={(event) =>
                    sort.onSort({ ...sort.value, key: event.target.value as SortKey })
                  }
                  className={inputClasses}
                >
                  {sortKeys.map((key) => (
                    <option key={key} value={key}>
                      {sortLabels[key]}
                    </option>
                  ))}
                </select>
              </div>
              <Button
                variant="secondary"
                onClick={() =>
                  sort.onSort({
                    ...sort.value,
                    direction: sort.value.direction === 'asc' ? 'desc' : 'asc',
                  })
                }
              >
                {sort.value.direction === 'asc' ? 'Ascending' : 'Descending'}
                <span className="sr-only">, change the order</span>
              </Button>
            </div>
          ) : null}
          {filtered ? (
            <Button
              variant="ghost"
              onClick={() => {
                setSearch('');
                setSent('');
                onClear();
              }}
            >
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
