import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { JobTrackerPage } from '../job-tracker-page.tsx';

/** The tracker page at `path` for a signed-in Premium user (or the given plan). */
export function renderTracker(
  path = '/job-tracker',
  subscription = fakeSubscription(premiumActive),
) {
  return renderWithSubscription(
    [
      { path: '/job-tracker', element: <JobTrackerPage /> },
      { path: '/job-tracker/analytics', element: <h1>Analytics page</h1> },
    ],
    path,
    mockAuth('authenticated'),
    subscription,
  );
}
