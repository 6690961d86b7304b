import { PlanCards } from '@/components/plan-cards.tsx';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function SubscriptionPage() {
  usePageMeta({ title: 'Subscription' });
  return (
    <PagePlaceholder
      eyebrow="Account"
      title="Subscription"
      lead={<p>See what each plan includes and manage your Premium subscription.</p>}
      actions={
        <ButtonLink to="/pricing" variant="secondary">
          Compare plans
        </ButtonLink>
      }
    >
      <PlanCards headingLevel="h2" />
    </PagePlaceholder>
  );
}
