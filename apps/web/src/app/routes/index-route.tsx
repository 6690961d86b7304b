import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { HomePage } from '@/features/home/home-page.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';

const DashboardPage = lazy(() =>
  import('@/features/dashboard/dashboard-page.tsx').then((module) => ({
    default: module.DashboardPage,
  })),
);

/** '/' is the Dashboard for signed-in users and the Home page for everyone else. */
export function Component() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSkeleton />;
  if (status === 'authenticated') {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <DashboardPage />
      </Suspense>
    );
  }
  return <HomePage />;
}
