import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import type { UpgradeState } from '@/lib/plan/use-upgrade.ts';

/** Set on the way to sign-in, so the upgrade the visitor asked for continues afterwards. */
export const UPGRADE_PARAM = 'upgrade';
export const UPGRADE_RETURN_TO = `/pricing?${UPGRADE_PARAM}=1`;

/**
 * Back from sign-in with ?upgrade=1, or from the upgrade link clicked before the page's script
 * ran: once the plan is known, go on to checkout (unless the user is Premium already); a visitor
 * who is signed out is asked to sign in first, as the button would. The flag is removed first so
 * that Back or a reload does not start again.
 */
export function useUpgradeAfterSignIn(upgrade: UpgradeState): void {
  const [params, setParams] = useSearchParams();
  const { status: authStatus } = useAuth();
  const { status, isPremium, loading } = useSubscription();
  const started = useRef(false);
  const requested = params.get(UPGRADE_PARAM) === '1';
  const planKnown = authStatus === 'authenticated' && status !== null && !loading;
  const signedOut = authStatus === 'anonymous';

  useEffect(() => {
    if (!requested || started.current) return;
    if (signedOut) {
      started.current = true;
      void upgrade.start();
      return;
    }
    if (!planKnown) return;
    started.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(UPGRADE_PARAM);
        return next;
      },
      { replace: true },
    );
    if (!isPremium && status?.subscriptionStatus !== 'past_due') void upgrade.start();
  }, [requested, planKnown, signedOut, isPremium, status, setParams, upgrade]);
}
