import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useMe } from '../api/use-me.ts';

const headingClasses = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl';

export function WelcomeHeading() {
  const me = useMe();
  const { user } = useAuth();

  if (me.isPending) {
    return (
      <div aria-busy="true">
        <h1 className={headingClasses}>
          Welcome back<span className="sr-only">, loading your account</span>
        </h1>
        <Skeleton className="mt-4 h-5 w-64 max-w-full" />
      </div>
    );
  }

  if (me.isError) {
    return (
      <div>
        <h1 className={headingClasses}>Welcome back</h1>
        <Alert tone="error" title="We couldn’t load your account" className="mt-6 max-w-xl">
          <p>{me.error.message}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void me.refetch()}
            disabled={me.isFetching}
          >
            {me.isFetching ? 'Retrying…' : 'Try again'}
          </Button>
        </Alert>
      </div>
    );
  }

  const displayName = me.data.displayName ?? user?.name ?? me.data.email ?? 'there';
  return (
    <div>
      <h1 className={headingClasses}>Welcome back, {displayName}</h1>
      <p className="mt-3 text-lg text-slate-600">Pick up where you left off.</p>
    </div>
  );
}
