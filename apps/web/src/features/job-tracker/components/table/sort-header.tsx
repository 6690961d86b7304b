import { cx } from '@/components/ui/cx.ts';
import type { JobSort, SortKey } from '../../model/sort-jobs.ts';

export interface SortHeaderProps {
  label: string;
  sortKey: SortKey;
  sort: JobSort;
  onSort(sort: JobSort): void;
  /** Dates read newest first on the first click. */
  descendingFirst?: boolean;
  className?: string;
}

export function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  descendingFirst,
  className,
}: SortHeaderProps) {
  const active = sort.key === sortKey;
  const direction = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const next = active
    ? sort.direction === 'asc'
      ? 'desc'
      : 'asc'
    : descendingFirst
      ? 'desc'
      : 'asc';
  return (
    <th scope="col" aria-sort={direction} className={cx('px-3 py-3 text-left', className)}>
      <button
        type="button"
        onClick={() => onSort({ key: sortKey, direction: next })}
        className="inline-flex items-center gap-1 rounded font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {label}
        <span aria-hidden="true" className="text-slate-500">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
