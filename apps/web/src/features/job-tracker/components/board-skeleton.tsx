import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton.tsx';

const cardBars = ['h-4 w-2/3', 'mt-2 h-3 w-1/2', 'mt-3 h-3 w-1/3'];

/** Stands in for the board (or any view) while the applications load. */
export function BoardSkeleton({ label = 'Loading your applications…' }: { label?: string }) {
  return (
    <LoadingRegion label={label}>
      <div className="flex gap-4 overflow-hidden">
        {[0, 1, 2, 3].map((column) => (
          <div key={column} className="w-72 flex-none rounded-2xl bg-slate-100 p-3">
            <Skeleton className="h-5 w-24" />
            {[0, 1, 2].slice(0, 3 - (column % 2)).map((card) => (
              <SkeletonStack
                key={card}
                bars={cardBars}
                className="mt-3 rounded-xl border border-slate-200 bg-white p-3"
              />
            ))}
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
