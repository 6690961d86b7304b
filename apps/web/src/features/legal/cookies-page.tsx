import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function CookiesPage() {
  usePageMeta({ title: 'Cookie Policy' });
  return (
    <PagePlaceholder
      eyebrow="Legal"
      title="Cookie Policy"
      lead={<p>Our cookie policy is coming soon.</p>}
      actions={
        <>
          <ButtonLink to="/privacy" variant="secondary">
            Read the Privacy Policy
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </>
      }
    />
  );
}
