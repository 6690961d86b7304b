import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { safeReturnTo } from '@/lib/auth/return-to.ts';
import { AuthCard } from './auth-card.tsx';
import { toError } from './to-error.ts';

export interface AuthRedirectProps {
  mode: 'sign-in' | 'register';
}

const texts = {
  'sign-in': {
    title: 'Sign in',
    redirecting: 'Redirecting to sign in…',
    fallback: 'Continue to sign in',
  },
  register: {
    title: 'Create your account',
    redirecting: 'Redirecting to registration…',
    fallback: 'Continue to registration',
  },
} as const;

/**
 * /login and /register hand over to the identity provider at once; the button is there in case
 * the automatic redirect is blocked or fails.
 */
export function AuthRedirect({ mode }: AuthRedirectProps) {
  const auth = useAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [error, setError] = useState<Error | null>(null);
  const started = useRef(false);
  const text = texts[mode];
  const { status, signIn, register } = auth;
  const canStart = status === 'anonymous' || status === 'error';

  useEffect(() => {
    if (!canStart || started.current) return;
    started.current = true;
    const begin = mode === 'register' ? register : signIn;
    begin(returnTo).catch((reason: unknown) => setError(toError(reason)));
  }, [canStart, mode, register, signIn, returnTo]);

  if (status === 'authenticated') return <Navigate to={returnTo} replace />;

  const retry = () => {
    setError(null);
    const begin = mode === 'register' ? register : signIn;
    begin(returnTo).catch((reason: unknown) => setError(toError(reason)));
  };

  return (
    <AuthCard title={text.title}>
      {error ? (
        <Alert tone="error" title="We couldn’t reach the sign-in service" className="text-left">
          <p>{error.message}</p>
        </Alert>
      ) : (
        <div className="flex flex-col items-center gap-4">
          <Spinner />
          <p role="status" className="text-slate-700">
            {text.redirecting}
          </p>
        </div>
      )}
      <Button className="mt-6 w-full" variant={error ? 'primary' : 'secondary'} onClick={retry}>
        {error ? 'Try again' : text.fallback}
      </Button>
    </AuthCard>
  );
}
