import { useId } from 'react';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { textLinkClasses } from '@/components/ui/text-link.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useConfig } from '@/lib/config-context.ts';
import { usePageMeta } from '@/lib/seo.ts';
import { useSecurityOverview } from './api/security.ts';
import { ChangeEmailForm } from './components/change-email-form.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { SecurityEventsList } from './components/security-events-list.tsx';
import { SessionsPanel } from './components/sessions-panel.tsx';
import { TwoFactorPanel } from './components/two-factor-panel.tsx';

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-xl font-semibold text-slate-900">
      {children}
    </h2>
  );
}

/** Settings → Security: password, address, signed-in devices and recent events (decision 046). */
export function SecurityPage() {
  usePageMeta({ title: 'Security settings' });
  const { oidc } = useConfig();
  const auth = useAuth();
  const overview = useSecurityOverview();
  const ids = {
    password: useId(),
    twoFactor: useId(),
    email: useId(),
    sessions: useId(),
    events: useId(),
  };

  const intro = (
    <PageSection className="bg-gradient-to-b from-brand-50 to-white pb-8 sm:pb-10">
      <PageIntro
        eyebrow="Settings"
        title="Security"
        lead={
          <p>
            Your password and email address, where you are signed in, and what happened to your
            account in the last 90 days.{' '}
            <a href="/settings" className={textLinkClasses}>
              Back to settings
            </a>
          </p>
        }
      />
    </PageSection>
  );

  if (!oidc.embedded) {
    return (
      <>
        {intro}
        <PageSection className="pt-0 sm:pt-0">
          <p className="max-w-2xl leading-7 text-slate-700">
            Your password, email address and sign-in devices are kept by your organisation’s sign-in
            provider. Change them there.
          </p>
        </PageSection>
      </>
    );
  }

  return (
    <>
      {intro}
      <PageSection className="pt-0 sm:pt-0">
        <section aria-labelledby={ids.password}>
          <Heading id={ids.password}>Change password</Heading>
          <p className="mt-1 mb-4 max-w-2xl leading-7 text-slate-700">
            Every other device signed in to your account is signed out; this one stays signed in.
          </p>
          <ChangePasswordForm />
        </section>
        <section aria-labelledby={ids.twoFactor} className="mt-12">
          <Heading id={ids.twoFactor}>Two-factor sign-in</Heading>
          <p className="mt-1 mb-4 max-w-2xl leading-7 text-slate-700">
            After your password, signing in also asks for a code from an authenticator app on your
            phone, so a leaked password alone is not enough.
          </p>
          <TwoFactorPanel />
        </section>
        <section aria-labelledby={ids.email} className="mt-12">
          <Heading id={ids.email}>Change email address</Heading>
          <p className="mt-1 mb-4 max-w-2xl leading-7 text-slate-700">
            We send a link to the new address; your account moves there once you open it.
          </p>
          <ChangeEmailForm currentEmail={auth.user?.email ?? null} />
        </section>
        <section aria-labelledby={ids.sessions} className="mt-12">
          <Heading id={ids.sessions}>Where you are signed in</Heading>
          <div className="mt-4">
            {overview.isPending ? (
              <LoadingRegion label="Loading your sessions…">
                <Skeleton className="h-16 w-full max-w-2xl" />
              </LoadingRegion>
            ) : overview.isError ? (
              <RetryAlert
                title="Your sessions didn’t load"
                message={overview.error.message}
                onRetry={() => void overview.refetch()}
                retrying={overview.isFetching}
              />
            ) : (
              <SessionsPanel sessions={overview.data.sessions} />
            )}
          </div>
        </section>
        <section aria-labelledby={ids.events} className="mt-12">
          <Heading id={ids.events}>Recent security events</Heading>
          <div className="mt-4">
            {overview.isPending ? (
              <LoadingRegion label="Loading your security events…">
                <Skeleton className="h-24 w-full max-w-2xl" />
              </LoadingRegion>
            ) : overview.isError ? null : (
              <SecurityEventsList events={overview.data.events} />
            )}
          </div>
        </section>
      </PageSection>
    </>
  );
}
