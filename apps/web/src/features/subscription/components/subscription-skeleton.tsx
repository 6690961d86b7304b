import { Card } from '@/components/ui/card.tsx';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

export function SubscriptionSkeleton() {
  return (
    <LoadingRegion label="Loading your subscription…">
      <Card className="sm:p-8">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-3 h-9 w-40" />
        <Skeleton className="mt-5 h-6 w-56" />
        <Skeleton className="mt-3 h-5 w-64" />
        <Skeleton className="mt-8 h-11 w-48" />
      </Card>
    </LoadingRegion>
  );
}
