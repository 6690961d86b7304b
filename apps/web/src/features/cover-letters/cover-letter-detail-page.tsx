import { ButtonLink } from '@/components/ui/button-link.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { ComingNextPanel } from '@/lib/plan/coming-next-panel.tsx';
import { PremiumGate } from '@/lib/plan/premium-gate.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function CoverLetterDetailPage() {
  usePageMeta({ title: 'Cover Letter' });
  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white">
        <PageIntro
          eyebrow="Cover letters"
          title="Cover letter"
          lead={<p>Read, refine and copy this cover letter for your application.</p>}
          actions={
            <ButtonLink to="/cover-letters" variant="secondary">
              Back to cover letters
            </ButtonLink>
          }
        />
      </PageSection>
      <PageSection className="pt-0 sm:pt-0">
        <PremiumGate feature="coverLetters">
          <ComingNextPanel title="Cover letter editing is coming next">
            <p>
              Each letter will open here to read, adjust and copy, next to the application it
              belongs to.
            </p>
          </ComingNextPanel>
        </PremiumGate>
      </PageSection>
    </>
  );
}
