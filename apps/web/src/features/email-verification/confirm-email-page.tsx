import { useEffect, useRef, useState } from 'react';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { usePageMeta } from '@/lib/seo.ts';
import { useConfirmEmail } from './api/email-verification.ts';

/**
 * Reads the token once from the address's fragment and takes it out of the address bar, so it
 * is not kept in history, bookmarks or a shared screenshot. The fragment never reached a server.
 */
function takeTokenFromAddress(): string {
  const token = decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
  if (token) {
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  }
  return token;
}

/** The page the confirmation email links to (`/confirm-email#<token>`), signed in or not. */
export function ConfirmEmailPage() {
  usePageMeta({ title: 'Confirm your email address' });
  const { status } = useAuth();
  const confirm = useConfirmEmail();
  const [token] = useState(takeTokenFromAddress);
  const sent = useRef(false);

  useEffect(() => {
    // Once, even when effects run twice in development: the link works only once.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

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
