import { supportResponseTimes } from '@resumio/contract/rules';
import { PlanCards } from '@/components/plan-cards.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useUpgrade } from '@/lib/plan/use-upgrade.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { usePageMeta } from '@/lib/seo.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { FreePlanAction } from './components/free-plan-action.tsx';
import { PremiumPlanAction } from './components/premium-plan-action.tsx';
import { PricingFaq } from './components/pricing-faq.tsx';
import { UPGRADE_RETURN_TO, useUpgradeAfterSignIn } from './use-upgrade-after-sign-in.ts';

const PREMIUM_NOTES = {
  'Priority Customer Support': `Replies ${supportResponseTimes.priority}`,
};

export function PricingPage() {
  usePageMeta({
    title: 'Pricing',
    description:
      'Start free. Upgrade to Premium for AI cover letters, advanced job tracking and resume enhancement.',
  });
  const upgrade = useUpgrade(UPGRADE_RETURN_TO);
  useUpgradeAfterSignIn(upgrade);
  const { status: authStatus } = useAuth();
  const { isPremium } = useSubscription();
  // A Premium member has nothing to do on the Free card; an empty action row would leave a gap.
  const showFreeAction = !(authStatus === 'authenticated' && isPremium);

  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white">
        <PageIntro
          eyebrow="Pricing"
          title="Plans for every stage of your search"
          lead={
            <p>
              Start free. Upgrade to Premium, a monthly subscription, when you want AI to tailor
              every application.
            </p>
          }
        />
      </PageSection>
      <PageSection className="pt-0 sm:pt-0">
        <PlanCards
          headingLevel="h2"
          freeAction={showFreeAction ? <FreePlanAction /> : undefined}
          premiumAction={<PremiumPlanAction upgrade={upgrade} />}
          premiumNotes={PREMIUM_NOTES}
        />
      </PageSection>
      <PageSection className="pt-0 sm:pt-0">
        <PricingFaq />
      </PageSection>
    </>
  );
}
