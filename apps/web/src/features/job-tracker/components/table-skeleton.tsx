import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton.tsx';

const rowBars = ['h-5 w-1/4', 'h-5 w-1/4', 'h-5 w-1/6', 'h-5 flex-1'];

export function TableSkeleton({ label = 'Loading your applications…' }: { label?: string }) {
  return (
    <LoadingRegion label={label} className="rounded-2xl border border-slate-200 bg-white p-4">
      <Skeleton className="h-8 w-full" />
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <SkeletonStack key={row} bars={rowBars} className="mt-3 flex gap-4" />
      ))}
    </LoadingRegion>
  );
}
