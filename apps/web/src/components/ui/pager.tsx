import { Button } from './button.tsx';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  label: string;
}

export function Pager({ page, pageSize, total, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <p className="text-sm text-slate-600">
        {first}–{last} of {total}
      </p>
      <div className="flex items-center gap-2">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous<span className="sr-only"> page</span>
        </Button>
        <span className="text-sm text-slate-700">
          Page {page} of {pages}
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next<span className="sr-only"> page</span>
        </Button>
      </div>
    </nav>
  );
}
