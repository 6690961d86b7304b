import { priceText } from '@resumio/contract';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card } from '@/components/ui/card.tsx';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { useConfig } from '@/lib/config-context.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { formatPeriodEnd } from '../model/format-period-end.ts';

/** The plan in one card: what the user has, until when, and the one action that fits. */
export function PlanStatus() {
  const headingId = useId();
  const { status, isPremium, loading } = useSubscription();
  const { billing } = useConfig();

  let body;
  if (loading && !status) {
    body = (
      <LoadingRegion label="Checking your plan…" className="mt-3">
        <Skeleton className="h-7 w-24" />
        <Skeleton className="mt-3 h-4 w-40" />
      </LoadingRegion>
    );
  } else if (isPremium) {
    const end = formatPeriodEnd(status?.currentPeriodEnd);
    body = (
      <div className="mt-2">
        <p className="text-2xl font-bold text-slate-900">Premium</p>
        {end ? (
          <p className="mt-1 text-sm text-slate-700">
            {status?.cancelAtPeriodEnd ? `Ends on ${end}` : `Renews on ${end}`}
          </p>
        ) : null}
        <TextLink to="/subscription" className="mt-3 inline-block text-sm">
          Manage your subscription
        </TextLink>
      </div>
    );
  } else if (status?.subscriptionStatus === 'past_due') {
    body = (
      <div className="mt-2">
        <p className="text-2xl font-bold text-slate-900">Premium, paused</p>
        <p className="mt-1 text-sm leading-6 text-slate-700">
          Your last payment failed, so Premium features are paused until it is paid.
        </p>
        <ButtonLink to="/subscription" size="sm" className="mt-3">
          Update payment method
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <div className="mt-2">
        <p className="text-2xl font-bold text-slate-900">Free</p>
        <p className="mt-1 text-sm leading-6 text-slate-700">
          Premium adds the job tracker, cover letters and resume tailoring.{' '}
          {priceText(new Date(), billing.pricing)}.
        </p>
        {/* The Today panel beside this card holds the upgrade button; one is enough. */}
        <ButtonLink to="/pricing" variant="secondary" size="sm" className="mt-3">
          Compare Free and Premium
        </ButtonLink>
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        Your plan
      </h2>
      {body}
    </Card>
  );
}
