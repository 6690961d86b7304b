import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { SkeletonStack } from '@/components/ui/skeleton.tsx';

const card = 'rounded-2xl border border-slate-200 p-5';
const figureBars = ['h-4 w-28', 'mt-3 h-9 w-20', 'mt-3 h-4 w-full'];
const chartBars = ['h-5 w-40', 'mt-3 h-4 w-3/4', 'mt-6 h-48 w-full'];

/** The report's outline while the figures load: four figures and four charts. */
export function AnalyticsSkeleton() {
  return (
    <LoadingRegion label="Loading your analytics…">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((figure) => (
          <SkeletonStack key={figure} bars={figureBars} className={card} />
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((chart) => (
          <SkeletonStack key={chart} bars={chartBars} className={card} />
        ))}
      </div>
    </LoadingRegion>
  );
}
