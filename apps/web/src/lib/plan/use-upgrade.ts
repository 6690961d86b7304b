import type { SubscriptionError } from '@resumio/contract';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { trackSubscriptionAction } from '@/lib/analytics.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { loginPath } from '@/lib/auth/return-to.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';

export interface UpgradeState {
  start(): Promise<void>;
  /** True from the click until the browser has left for checkout. */
  pending: boolean;
  error: SubscriptionError | null;
}

/**
 * The upgrade click: anonymous visitors sign in first and come back to `returnTo`; members go to
 * checkout. The button stays busy while the browser leaves, so it cannot open a second session.
 */
export function useUpgrade(returnTo: string): UpgradeState {
  const { status: authStatus } = useAuth();
  const { upgrade } = useSubscription();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SubscriptionError | null>(null);

  // Back from checkout via the browser's page cache: the page is restored as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(async () => {
    if (authStatus !== 'authenticated') {
      trackSubscriptionAction({ action: 'upgrade_sign_in', plan: 'free' });
      await navigate(loginPath(returnTo));
      return;
    }
    setError(null);
    setPending(true);
    try {
      await upgrade();
    } catch (reason) {
      setError(reason as SubscriptionError);
      setPending(false);
    }
  }, [authStatus, navigate, returnTo, upgrade]);

  return { start, pending, error };
}
