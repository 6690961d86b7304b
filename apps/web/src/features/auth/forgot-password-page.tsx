import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot password' });
  return (
    <PagePlaceholder
      eyebrow="Account help"
      title="Reset your password"
      lead={<p>Password reset is coming soon.</p>}
      actions={
        <>
          <ButtonLink to="/login">Back to sign in</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact support
          </ButtonLink>
        </>
      }
    />
  );
}
