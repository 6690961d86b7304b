import { premiumGates, priceText, type PremiumGate as PremiumGateName } from '@resumio/contract';
import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card } from '@/components/ui/card.tsx';
import { SparkleIcon } from '@/components/ui/icons.tsx';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { useConfig } from '@/lib/config-context.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { UpgradeButton } from './upgrade-button.tsx';
import { useUpgrade } from './use-upgrade.ts';

export type PremiumGateCopy =
  /** One of the spec's three gates, with its title and description from the contract. */
  | { feature: PremiumGateName; title?: string; description?: string }
  /** Anything else Premium unlocks (extra export formats, templates): say what it is. */
  | { feature?: undefined; title: string; description: string };

export type PremiumGateProps = PremiumGateCopy & {
  /** Shown only to Premium users. */
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/**
 * Shows its children to Premium users (premium AND active, the contract's rule) and, to everyone
 * else, what the feature does and how to get it. A past-due user is sent to fix the payment.
 */
export function PremiumGate({
  children,
  headingLevel = 'h2',
  className,
  ...copy
}: PremiumGateProps) {
  const { status, isPremium, loading } = useSubscription();
  const { billing } = useConfig();
  const { pathname, search } = useLocation();
  const upgrade = useUpgrade(`${pathname}${search}`);
  const headingId = useId();

  if (isPremium) return <>{children}</>;

  if (loading && !status) {
    return (
      <LoadingRegion label="Checking your plan…" className={className}>
        <Card>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="mt-4 h-6 w-2/3" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-6 h-11 w-48" />
        </Card>
      </LoadingRegion>
    );
  }

  const preset = copy.feature ? premiumGates[copy.feature] : undefined;
  const title = copy.title ?? preset?.title ?? 'Premium feature';
  const description = copy.description ?? preset?.description ?? '';
  const Heading = headingLevel;
  const pastDue = status?.subscriptionStatus === 'past_due';

  return (
    <section aria-labelledby={headingId} className={className}>
      <Card className="border-brand-200 bg-gradient-to-br from-brand-50 to-white sm:p-8">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
          <SparkleIcon />
          Premium feature
        </p>
        <Heading id={headingId} className="mt-3 text-xl font-semibold text-slate-900 sm:text-2xl">
          {title}
        </Heading>
        <p className="mt-3 max-w-2xl leading-7 text-slate-700">{description}</p>
        {pastDue ? (
          <div className="mt-6 space-y-4">
            <p className="max-w-2xl text-slate-700">
              Your last payment failed, so Premium features are paused until it is paid.
            </p>
            <ButtonLink to="/subscription">Update payment method</ButtonLink>
          </div>
        ) : (
          <div className="mt-6 space-y-4">
            <p className="text-sm font-medium text-slate-700">
              {priceText(new Date(), billing.pricing)}
            </p>
            <UpgradeButton upgrade={upgrade} />
            <p className="text-sm text-slate-600">
              <TextLink to="/pricing">Compare Free and Premium</TextLink>
            </p>
          </div>
        )}
      </Card>
    </section>
  );
}
