import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton.tsx';

const fieldBars = ['h-4 w-24', 'mt-2 h-10 w-full'];

/** Stands in for the application form while it loads. */
export function DrawerSkeleton() {
  return (
    <LoadingRegion label="Loading the application…" className="space-y-4 px-5 py-5 sm:px-6">
      <Skeleton className="h-9 w-48" />
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <SkeletonStack key={i} bars={fieldBars} />
        ))}
      </div>
      <Skeleton className="h-32 w-full" />
    </LoadingRegion>
  );
}
