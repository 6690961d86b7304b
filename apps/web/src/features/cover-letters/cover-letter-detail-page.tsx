import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function CoverLetterDetailPage() {
  usePageMeta({ title: 'Cover Letter' });
  return (
    <PagePlaceholder
      eyebrow="Cover letters"
      title="Cover letter"
      lead={<p>Read, refine and copy this cover letter for your application.</p>}
      actions={
        <ButtonLink to="/cover-letters" variant="secondary">
          Back to cover letters
        </ButtonLink>
      }
    />
  );
}
