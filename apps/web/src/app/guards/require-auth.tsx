import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { loginPath } from '@/lib/auth/return-to.ts';

/** Signed-in routes: a skeleton while the session loads, /login for everyone else. */
export function RequireAuth() {
  const { status } = useAuth();
  const { pathname, search } = useLocation();

  if (status === 'loading') return <PageSkeleton />;
  if (status !== 'authenticated')
    return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  return <Outlet />;
}
