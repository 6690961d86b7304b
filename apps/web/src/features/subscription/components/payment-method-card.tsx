import type { PaymentCard, SubscriptionError } from '@resumio/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { brandName, expiryLabel } from '../billing/card-label.ts';

/** The card the subscription is billed to, and the way to replace it (the provider's page). */
export function PaymentMethodCard({ card }: { card: PaymentCard | null }) {
  const { updatePaymentMethod } = useSubscription();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SubscriptionError | null>(null);
  const expiry = card ? expiryLabel(card) : null;

  const onClick = async () => {
    setPending(true);
    setError(null);
    try {
      // Leaves for the provider's page on success; only a failure comes back here.
      await updatePaymentMethod();
    } catch (reason) {
      setError(reason as SubscriptionError);
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="payment-method-heading">
      <h2 id="payment-method-heading" className="text-lg font-semibold text-slate-900">
        Payment method
      </h2>
      {card ? (
        <dl className="mt-4 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">Card</dt>
          <dd className="font-semibold text-slate-900">
            {brandName(card.brand)} ending in {card.last4}
          </dd>
          {expiry ? (
            <>
              <dt className="font-medium text-slate-600">Expires</dt>
              <dd className="text-slate-900">{expiry}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-4 text-sm text-slate-700">No card on file.</p>
      )}
      <Button
        variant="secondary"
        className="mt-5"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void onClick()}
      >
        {pending ? 'Opening the payment page…' : 'Update payment method'}
      </Button>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {error.message}
        </p>
      ) : null}
    </section>
  );
}
