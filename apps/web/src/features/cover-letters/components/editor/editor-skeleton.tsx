import { Container } from '@/components/ui/container.tsx';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** The editor's outline while the letter loads. */
export function EditorSkeleton() {
  return (
    <Container className="max-w-7xl py-6 sm:py-8">
      <LoadingRegion label="Opening your cover letter…">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-3 h-9 w-2/3 max-w-lg" />
        <Skeleton className="mt-2 h-4 w-20" />
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="space-y-6">
            <Skeleton className="h-96 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
          <Skeleton className="aspect-[210/297] rounded-2xl" />
        </div>
      </LoadingRegion>
    </Container>
  );
}
