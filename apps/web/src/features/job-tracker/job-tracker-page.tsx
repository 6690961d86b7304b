import { premiumGates } from '@resumio/contract';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { ComingNextPanel } from '@/lib/plan/coming-next-panel.tsx';
import { PremiumGate } from '@/lib/plan/premium-gate.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function JobTrackerPage() {
  usePageMeta({ title: 'Job Tracker' });
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
          <ComingNextPanel title="Your job tracker is coming next">
            <p>
              Applications with their deadlines and follow-ups, and analytics on how your search is
              going, will appear here in an upcoming release.
            </p>
          </ComingNextPanel>
        </PremiumGate>
      </PageSection>
    </>
  );
}
