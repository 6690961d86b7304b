import { checkoutResults, premiumFeatures, type CheckoutResult } from '@resumio/contract';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card } from '@/components/ui/card.tsx';
import { CheckIcon } from '@/components/ui/icons.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { BillingDetails } from './components/billing-details.tsx';
import { CheckoutReturnNotice } from './components/checkout-return-notice.tsx';
import { PastDueBanner } from './components/past-due-banner.tsx';
import { PlanSummary } from './components/plan-summary.tsx';
import { SubscriptionActions } from './components/subscription-actions.tsx';
import { SubscriptionSkeleton } from './components/subscription-skeleton.tsx';
import { subscriptionView } from './subscription-view.ts';
import { useCheckoutConfirmation } from './use-checkout-confirmation.ts';

function readCheckoutResult(params: URLSearchParams): CheckoutResult | null {
  const value = params.get('checkout');
  return (checkoutResults as readonly string[]).includes(value ?? '')
    ? (value as CheckoutResult)
    : null;
}

export function SubscriptionPage() {
  usePageMeta({ title: 'Subscription' });
  const [params] = useSearchParams();
  const checkout = readCheckoutResult(params);
  const { status, loading, error, refresh } = useSubscription();
  const confirmation = useCheckoutConfirmation(checkout === 'success', params.get('session_id'));
  const confirming = confirmation.state === 'confirming';

  const view = status ? subscriptionView(status) : null;

  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white">
        <PageIntro
          eyebrow="Account"
          title="Subscription"
          lead={<p>Your plan, its status and when it renews.</p>}
        />
      </PageSection>
      <PageSection className="pt-0 sm:pt-0">
        <div className="grid max-w-3xl gap-6">
          {checkout ? (
            <CheckoutReturnNotice
              result={checkout}
              confirmation={confirmation.state}
              onRetry={confirmation.retry}
            />
          ) : null}

          {error && !confirming ? (
            <Alert tone="error" title="We couldn’t load your subscription">
              <p>{error.message}</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                disabled={loading}
                onClick={() => void refresh({ force: true })}
              >
                {loading ? 'Trying again…' : 'Try again'}
              </Button>
            </Alert>
          ) : !view ? (
            <SubscriptionSkeleton />
          ) : (
            <>
              {view.pastDue ? <PastDueBanner /> : null}
              <Card className="grid gap-8 sm:p-8">
                <PlanSummary view={view} />
                {confirming ? null : <SubscriptionActions view={view} />}
              </Card>
              {view.billed ? <BillingDetails /> : null}
              <Card className="sm:p-8">
                <h2 className="text-lg font-semibold text-slate-900">
                  {view.premium ? 'Included in your plan' : 'What Premium adds'}
                </h2>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                  {premiumFeatures.map((feature) => (
                    <li key={feature} className="flex gap-3 text-slate-700">
                      <span className="mt-0.5 shrink-0 text-brand-600">
                        <CheckIcon />
                      </span>
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <ButtonLink to="/pricing" variant="secondary" className="mt-6">
                  Compare plans
                </ButtonLink>
              </Card>
            </>
          )}
        </div>
      </PageSection>
    </>
  );
}
