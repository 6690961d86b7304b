import { useEffect } from 'react';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { textLinkClasses } from '@/components/ui/text-link.tsx';
import { useConfig } from '@/lib/config-context.ts';
import { usePageMeta } from '@/lib/seo.ts';

/**
 * The embedded sign-in provider resets passwords on its own pages (a form, an emailed link, a new
 * password), next to its sign-in form; this address, linked from older emails and bookmarks, hands
 * over to them. An external provider (OIDC_ISSUER) keeps passwords itself, so its own sign-in page
 * is where they are reset.
 */
export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot password' });
  const { oidc } = useConfig();
  const resetUrl = oidc.embedded ? `${oidc.authority}/password-reset` : null;

  useEffect(() => {
    if (resetUrl) window.location.replace(resetUrl);
  }, [resetUrl]);

  if (resetUrl) {
    return (
      <PagePlaceholder
        eyebrow="Account help"
        title="Reset your password"
        lead={
          <>
            <p role="status">Opening password reset…</p>
            <p className="mt-4 text-base">
              If nothing happens,{' '}
              <a href={resetUrl} className={textLinkClasses}>
                reset your password here
              </a>
              .
            </p>
          </>
        }
      />
    );
  }
  return (
    <PagePlaceholder
      eyebrow="Account help"
      title="Reset your password"
      lead={
        <p>
          Your password is kept by the sign-in service this site uses. Choose “Sign in”, then its
          “Forgot password?” link to reset it.
        </p>
      }
      actions={
        <>
          <ButtonLink to="/login">Go to sign in</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact support
          </ButtonLink>
        </>
      }
    />
  );
}
