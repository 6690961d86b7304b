import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

export function ResumeGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <LoadingRegion label="Loading your resumes…">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="rounded-2xl border border-slate-200 bg-white">
            <Skeleton className="h-44 rounded-b-none rounded-t-2xl" />
            <div className="p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="mt-2 h-4 w-1/2" />
              <Skeleton className="mt-4 h-8 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
