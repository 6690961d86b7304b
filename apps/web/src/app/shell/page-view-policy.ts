import type { UIMatch } from 'react-router';
import type { AuthStatus } from '@/lib/auth/auth-types.ts';

/** What a route tells the page-view tracker through its `handle`. */
export interface PageViewHandle {
  /**
   * 'never': the route only sends the browser on (to the sign-in provider, back from it, or to
   * another path), so nobody ever reads it. 'signed-in': visitors who are not signed in are sent
   * to sign-in instead of seeing it.
   */
  pageView?: 'never' | 'signed-in';
}

export const REDIRECT_ONLY: PageViewHandle = { pageView: 'never' };
export const SIGNED_IN_ONLY: PageViewHandle = { pageView: 'signed-in' };

function pageViewOf(match: UIMatch): PageViewHandle['pageView'] {
  const handle = match.handle as PageViewHandle | undefined;
  return handle?.pageView;
}

/** Only pages a person actually sees are counted, never the hops of a redirect. */
export function countsAsPageView(matches: readonly UIMatch[], status: AuthStatus): boolean {
  const kinds = matches.map(pageViewOf);
  if (kinds.includes('never')) return false;
  return !kinds.includes('signed-in') || status === 'authenticated';
}
