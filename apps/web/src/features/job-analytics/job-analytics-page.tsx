import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { JOB_TRACKER_PATH } from '@/lib/jobs/tracker-links.ts';
import { PremiumGate } from '@/lib/plan/premium-gate.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { AnalyticsView } from './components/analytics-view.tsx';

/**
 * `/job-tracker/analytics`: how the search is going. Premium only, like the tracker: free users
 * see the gate and no request is made (the report mounts only behind it).
 */
export function JobAnalyticsPage() {
  usePageMeta({ title: 'Job search analytics' });
  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white pb-8 sm:pb-10">
        <p className="text-sm">
          <TextLink to={JOB_TRACKER_PATH}>← Back to the job tracker</TextLink>
        </p>
        <div className="mt-4">
          <PageIntro
            eyebrow="Job tracker"
            title="Job search analytics"
            lead={
              <p>
                How your applications move from saved to offer, how quickly employers answer, and
                which sources and resume versions work best.
              </p>
            }
          />
        </div>
      </PageSection>
      <PageSection className="pt-0 sm:pt-0">
        <PremiumGate feature="jobTracker">
          <AnalyticsView />
        </PremiumGate>
      </PageSection>
    </>
  );
}
