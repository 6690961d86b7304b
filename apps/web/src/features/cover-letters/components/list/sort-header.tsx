import type { ListCoverLettersQuery } from '@resumio/contract/cover-letters';

export type LetterSort = ListCoverLettersQuery['sort'];

export interface SortHeaderProps {
  label: string;
  asc: LetterSort;
  desc: LetterSort;
  sort: LetterSort;
  onSort(sort: LetterSort): void;
  /** Newest first on the first press (dates); A to Z otherwise. */
  defaultDesc?: boolean;
  className?: string;
}

/** A column header that sorts by it; the current order is announced through `aria-sort`. */
export function SortHeader({
  label,
  asc,
  desc,
  sort,
  onSort,
  defaultDesc,
  className,
}: SortHeaderProps) {
  const active = sort === asc || sort === desc;
  const direction = sort === asc ? 'ascending' : sort === desc ? 'descending' : 'none';
  const next = active ? (sort === asc ? desc : asc) : defaultDesc ? desc : asc;
  return (
    <th scope="col" aria-sort={direction} className={`px-4 py-3 text-left ${className ?? ''}`}>
      <button
        type="button"
        onClick={() => onSort(next)}
        className="inline-flex items-center gap-1 rounded font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {label}
        <span aria-hidden="true" className="text-slate-400">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
