import type { ComponentType } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useMe } from '@/lib/account/use-me.ts';
import { useResumeOverview } from '../api/use-resume-overview.ts';
import { greeting } from './greeting.ts';

const headingClasses = 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl';

export interface WelcomeHeadingProps {
  /** The resume import, composed in by the app: a new user's first action. */
  ImportResume?: ComponentType;
}

export function WelcomeHeading({ ImportResume }: WelcomeHeadingProps = {}) {
  const me = useMe();
  const resumes = useResumeOverview();
  const { user } = useAuth();

  // Wait for both answers: a new user must not see "Welcome back" flash first.
  if (me.isPending || resumes.isPending) {
    return (
      <div aria-busy="true">
        <h1 className={headingClasses}>
          Welcome<span className="sr-only">, loading your account</span>
        </h1>
        <Skeleton className="mt-4 h-5 w-64 max-w-full" />
      </div>
    );
  }

  if (me.isError) {
    return (
      <div>
        <h1 className={headingClasses}>Welcome</h1>
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
  // Unknown (the list did not load) reads as new: a plain welcome is never wrong.
  const returning = (resumes.data?.total ?? 0) > 0;
  const { heading, lead } = greeting(displayName, returning);
  return (
    <div>
      <h1 className={headingClasses}>{heading}</h1>
      <p className="mt-3 text-lg text-slate-600">{lead}</p>
      {returning ? null : (
        <div className="mt-5 max-w-2xl">
          {ImportResume ? <ImportResume /> : null}
          <ButtonLink
            to="/resume"
            variant={ImportResume ? 'secondary' : 'primary'}
            className={ImportResume ? 'mt-4' : undefined}
          >
            {ImportResume ? 'Or start from a blank page' : 'Start your first resume'}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
