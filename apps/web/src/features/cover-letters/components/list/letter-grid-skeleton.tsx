import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** The card grid's outline while the letters load. */
export function LetterGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <LoadingRegion label="Loading your cover letters…">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex gap-3">
              <Skeleton className="size-10 rounded-xl" />
              <div className="flex-1">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="mt-2 h-4 w-1/2" />
              </div>
            </div>
            <Skeleton className="mt-5 h-16 w-full" />
            <Skeleton className="mt-5 h-9 w-full" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

/** The table's outline while the letters load. */
export function LetterTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <LoadingRegion label="Loading your cover letters…" className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </LoadingRegion>
  );
}
