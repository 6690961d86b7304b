import type { SubscriptionError } from '@resumio/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useSubscription } from '@/lib/plan/plan-context.ts';

/** A failed renewal: say so at once, and offer the one way out, a new payment method. */
export function PastDueBanner() {
  const { updatePaymentMethod } = useSubscription();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SubscriptionError | null>(null);

  const onClick = async () => {
    setPending(true);
    setError(null);
    try {
      await updatePaymentMethod();
    } catch (reason) {
      setError(reason as SubscriptionError);
      setPending(false);
    }
  };

  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">Your last payment failed</p>
      <p className="mt-1 text-sm leading-6">
        Your subscription is past due and Premium features are paused. Update your payment method to
        pay what is due and keep Premium.
      </p>
      <Button className="mt-4" disabled={pending} onClick={() => void onClick()}>
        {pending ? 'Opening the payment page…' : 'Update payment method'}
      </Button>
      {error ? <p className="mt-3 text-sm font-medium">{error.message}</p> : null}
    </div>
  );
}
