import { isPremium } from '@resumio/contract';
import { useCallback, useEffect, useState } from 'react';
import { trackSubscriptionAction } from '@/lib/analytics.ts';
import { fetchCheckoutSession } from './checkout/checkout-session.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';

export const CONFIRM_INTERVAL_MS = 1_000;
export const CONFIRM_ATTEMPTS = 20;

export type ConfirmationState = 'idle' | 'confirming' | 'confirmed' | 'delayed';

/**
 * After a successful checkout the provider's webhook may still be on its way, so the session is
 * asked for (the server re-reads it from the provider) until the plan shows as Premium.
 */
export function useCheckoutConfirmation(active: boolean, sessionId: string | null) {
  const { refresh } = useSubscription();
  const [round, setRound] = useState(0);
  // Each run's outcome is kept with the run it belongs to; a new run starts as 'confirming'.
  const run = active ? `${sessionId ?? ''}#${round}` : null;
  const [outcome, setOutcome] = useState<{ run: string; state: ConfirmationState } | null>(null);

  useEffect(() => {
    if (run === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const premiumNow = async () => {
      if (sessionId) {
        try {
          const session = await fetchCheckoutSession(sessionId, controller.signal);
          if (!isPremium(session.subscription)) return false;
        } catch {
          // Not this user's session, or the API is busy: the status itself still tells.
        }
      }
      return isPremium(await refresh({ force: true }));
    };

    const check = async () => {
      attempt += 1;
      const premium = await premiumNow();
      if (controller.signal.aborted) return;
      if (premium) {
        setOutcome({ run, state: 'confirmed' });
        trackSubscriptionAction({ action: 'checkout_success', plan: 'premium' });
      } else if (attempt >= CONFIRM_ATTEMPTS) {
        setOutcome({ run, state: 'delayed' });
      } else {
        timer = setTimeout(() => void check(), CONFIRM_INTERVAL_MS);
      }
    };

    void check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [run, sessionId, refresh]);

  const retry = useCallback(() => setRound((value) => value + 1), []);
  const state: ConfirmationState =
    run === null ? 'idle' : outcome?.run === run ? outcome.state : 'confirming';
  return { state, retry };
}
