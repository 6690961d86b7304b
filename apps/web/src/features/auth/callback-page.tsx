import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { usePageMeta } from '@/lib/seo.ts';
import { AuthCard } from './components/auth-card.tsx';
import { toError } from './components/to-error.ts';

/** Where the identity provider sends the browser back after sign-in. */
export function CallbackPage() {
  usePageMeta({ title: 'Signing in' });
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    let active = true;
    completeSignIn().then(
      ({ returnTo }) => {
        if (active) void navigate(returnTo, { replace: true });
      },
      (reason: unknown) => {
        if (active) setError(toError(reason));
      },
    );
    return () => {
      active = false;
    };
  }, [completeSignIn, navigate]);

  if (error) {
    return (
      <AuthCard title="We couldn’t sign you in">
        <Alert tone="error" title="Sign-in did not complete" className="text-left">
          <p>{error.message}</p>
        </Alert>
        <ButtonLink to="/login" className="mt-6 w-full">
          Try signing in again
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Signing you in">
      <div className="flex flex-col items-center gap-4">
        <Spinner />
        <p role="status" className="text-slate-700">
          Completing sign-in…
        </p>
      </div>
    </AuthCard>
  );
}
