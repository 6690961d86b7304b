import { PlanCards } from '@/components/plan-cards.tsx';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function PricingPage() {
  usePageMeta({
    title: 'Pricing',
    description:
      'Start free. Upgrade to Premium for AI cover letters, advanced job tracking and resume enhancement.',
  });
  return (
    <PagePlaceholder
      eyebrow="Pricing"
      title="Plans for every stage of your search"
      lead={
        <p>
          Start free. Upgrade to Premium, a monthly subscription, when you want AI to tailor every
          application.
        </p>
      }
      links={[
        {
          to: '/contact',
          title: 'Questions?',
          description: 'Ask us anything about plans, billing or your account.',
        },
        {
          to: '/about',
          title: 'About us',
          description: 'Meet the team that builds the tools.',
        },
      ]}
    >
      <PlanCards
        headingLevel="h2"
        freeAction={
          <ButtonLink to="/register" variant="secondary" className="w-full">
            Start for free
          </ButtonLink>
        }
        premiumAction={
          <ButtonLink to="/subscription" className="w-full">
            Go Premium
          </ButtonLink>
        }
      />
    </PagePlaceholder>
  );
}
