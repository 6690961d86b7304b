import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { trackSubscriptionAction } from '@/lib/analytics.ts';
import type { ConfirmationState } from '../use-checkout-confirmation.ts';

export interface CheckoutReturnNoticeProps {
  result: 'success' | 'cancelled';
  confirmation: ConfirmationState;
  onRetry: () => void;
}

/** What happened at checkout, as the user comes back from the hosted page. */
export function CheckoutReturnNotice({ result, confirmation, onRetry }: CheckoutReturnNoticeProps) {
  const reported = useRef(false);
  useEffect(() => {
    if (result !== 'cancelled' || reported.current) return;
    reported.current = true;
    trackSubscriptionAction({ action: 'checkout_cancelled', plan: 'free' });
  }, [result]);

  if (result === 'cancelled') {
    return (
      <Alert title="Checkout cancelled">
        <p>You have not been charged. You can upgrade whenever you are ready.</p>
      </Alert>
    );
  }

  if (confirmation === 'confirmed') {
    return (
      <Alert title="Welcome to Premium!">
        <p>Your payment went through and every Premium feature is now unlocked.</p>
      </Alert>
    );
  }

  if (confirmation === 'delayed') {
    return (
      <Alert title="Your payment is still being confirmed">
        <p>This can take a minute. Premium unlocks as soon as the payment provider confirms it.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Check again
        </Button>
      </Alert>
    );
  }

  return (
    <div
      role="status"
      aria-busy="true"
      className="flex items-center gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <Spinner className="size-6 shrink-0 border-[3px]" />
      <div>
        <p className="font-semibold">Confirming your payment…</p>
        <p className="mt-1">This usually takes a few seconds.</p>
      </div>
    </div>
  );
}
