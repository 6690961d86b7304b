import { Container } from '@/components/ui/container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Stands in for a page while the session is being checked, so no wrong page flashes. */
export function PageSkeleton({ label = 'Loading your account…' }: { label?: string }) {
  return (
    <div aria-busy="true" data-testid="page-skeleton" className="py-12 sm:py-16">
      <Container>
        <div role="status">
          <h1 className="sr-only">{label}</h1>
        </div>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-4 h-9 w-full max-w-md" />
        <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
        <Skeleton className="mt-2 h-5 w-full max-w-xl" />
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="rounded-2xl border border-slate-200 p-6">
              <Skeleton className="size-10 rounded-xl" />
              <Skeleton className="mt-4 h-5 w-2/3" />
              <Skeleton className="mt-3 h-4 w-full" />
              <Skeleton className="mt-2 h-4 w-5/6" />
            </div>
          ))}
        </div>
      </Container>
    </div>
  );
}
