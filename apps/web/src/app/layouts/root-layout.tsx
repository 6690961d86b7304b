import { Outlet, useMatches } from 'react-router';
import { VerificationBanner } from '@/features/email-verification/components/verification-banner.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { PageLoadingOverlay } from '../shell/page-loading-overlay.tsx';
import { countsAsPageView } from '../shell/page-view-policy.ts';
import { PageViewTracker } from '../shell/page-view-tracker.tsx';
import { ScrollToTop } from '../shell/scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

export function RootLayout() {
  const { status } = useAuth();
  const matches = useMatches();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <VerificationBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
      <PageLoadingOverlay />
      {/* Last, so that the page has set its title before the page view is pushed. */}
      <PageViewTracker ready={status !== 'loading'} counts={countsAsPageView(matches, status)} />
    </div>
  );
}
