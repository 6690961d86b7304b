import { premiumGates } from '@resumio/contract';
import { Container } from '@/components/ui/container.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PremiumGate } from '@/lib/plan/premium-gate.tsx';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { usePageMeta } from '@/lib/seo.ts';
import { JobTracker } from './components/job-tracker.tsx';

/**
 * `/job-tracker`. Premium users get the tracker, full width for the board; everyone else the
 * feature's description and the way to unlock it.
 */
export function JobTrackerPage() {
  usePageMeta({ title: 'Job Tracker' });
  const { isPremium } = useSubscription();
  if (isPremium) {
    return (
      <Container className="max-w-7xl py-8 sm:py-10">
        <PremiumGate feature="jobTracker">
          <JobTracker />
        </PremiumGate>
      </Container>
    );
  }
  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white">
        <PageIntro
          eyebrow="Job tracker"
          title="Job application tracker"
          lead={<p>{premiumGates.jobTracker.description}</p>}
        />
      </PageSection>
      <PageSection className="pt-0 sm:pt-0">
        <PremiumGate feature="jobTracker">
          <JobTracker />
        </PremiumGate>
      </PageSection>
    </>
  );
}
