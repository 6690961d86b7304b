import { premiumGates } from '@resumio/contract';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { ComingNextPanel } from '@/lib/plan/coming-next-panel.tsx';
import { PremiumGate } from '@/lib/plan/premium-gate.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function CoverLettersPage() {
  usePageMeta({ title: 'Cover Letters' });
  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white">
        <PageIntro
          eyebrow="Cover letters"
          title="Cover letters"
          lead={<p>{premiumGates.coverLetters.description}</p>}
        />
      </PageSection>
      <PageSection className="pt-0 sm:pt-0">
        <PremiumGate feature="coverLetters">
          <ComingNextPanel title="AI cover letters are coming next">
            <p>
              Pick one of your resumes, paste a job description and get a tailored letter. Your
              cover letters will be listed here in an upcoming release.
            </p>
          </ComingNextPanel>
        </PremiumGate>
      </PageSection>
    </>
  );
}
