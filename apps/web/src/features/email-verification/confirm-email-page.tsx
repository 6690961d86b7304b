import { useEffect, useState } from 'react';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { usePageMeta } from '@/lib/seo.ts';
import { useConfirmEmail } from './api/email-verification.ts';

/** The token of the emailed link, in the address's fragment (which never reaches a server). */
function tokenInAddress(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
}

/**
 * Takes the token out of the address bar once it has been answered, so it is not kept in
 * history, bookmarks or a shared screenshot. Not before: the page may be mounted again while
 * the session finishes loading, and must find the same token (its answer is kept by token).
 */
function dropTokenFromAddress(): void {
  if (!window.location.hash) return;
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  );
}

/** The page the confirmation email links to (`/confirm-email#<token>`), signed in or not. */
export function ConfirmEmailPage() {
  usePageMeta({ title: 'Confirm your email address' });
  const { status } = useAuth();
  const [token] = useState(tokenInAddress);
  // Asked once per token however often the page mounts: the link works only once.
  const confirm = useConfirmEmail(token);
  const answered = confirm.isSuccess || confirm.isError;
  useEffect(() => {
    if (answered) dropTokenFromAddress();
  }, [answered]);

  const onwards =
    status === 'authenticated' ? (
      <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
    ) : (
      <ButtonLink to="/login">Sign in</ButtonLink>
    );

  if (!token) {
    return (
      <PagePlaceholder
        eyebrow="Account"
        title="This link is incomplete"
        lead={
          <p>
            The confirmation link lost its end on the way. Open it again from the email, or sign in
            and choose “Resend email” for a new one.
          </p>
        }
        actions={onwards}
      />
    );
  }
  if (confirm.isSuccess) {
    return (
      <PagePlaceholder
        eyebrow="Account"
        title="Your email address is confirmed"
        lead={
          <p role="status">
            {confirm.data.changed
              ? `Your account now uses ${confirm.data.email}. Sign in with it from now on.`
              : `Thank you: ${confirm.data.email} is confirmed. Premium and reminder emails are open to you.`}
          </p>
        }
        actions={onwards}
      />
    );
  }
  if (confirm.isError) {
    const expired = isApiError(confirm.error) && confirm.error.code === 'VERIFICATION_LINK_INVALID';
    return (
      <PagePlaceholder
        eyebrow="Account"
        title={expired ? 'This link no longer works' : 'We couldn’t confirm your address'}
        lead={<p role="alert">{confirm.error.message}</p>}
        actions={onwards}
      />
    );
  }
  return (
    <PagePlaceholder
      eyebrow="Account"
      title="Confirming your email address"
      lead={
        <p role="status" aria-busy="true" className="flex items-center gap-3">
          <Spinner /> One moment…
        </p>
      }
    />
  );
}
