import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { CoverLetterDetailPage } from '../cover-letter-detail-page.tsx';
import { CoverLettersPage } from '../cover-letters-page.tsx';

/** The cover-letter pages at `path` for a signed-in Premium user (or the given plan). */
export function renderLetters(
  path = '/cover-letters',
  subscription = fakeSubscription(premiumActive),
) {
  return renderWithSubscription(
    [
      { path: '/cover-letters', element: <CoverLettersPage /> },
      { path: '/cover-letters/:id', element: <CoverLetterDetailPage /> },
      { path: '/resume', element: <h1>Resume builder</h1> },
    ],
    path,
    mockAuth('authenticated'),
    subscription,
  );
}
