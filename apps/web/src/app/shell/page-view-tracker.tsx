import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '@/lib/analytics.ts';

export interface PageViewTrackerProps {
  /**
   * False while the page cannot render yet (the session is still loading); the view is pushed
   * once it can, so it carries the page's real title.
   */
  ready?: boolean;
  /** False on a path that only redirects: nothing is pushed for it. */
  counts?: boolean;
}

/**
 * Pushes one page_view per path change. Render it after the page content: effects run in tree
 * order, so the page's own title is already set when this one reads document.title.
 */
export function PageViewTracker({ ready = true, counts = true }: PageViewTrackerProps) {
  const { pathname, search } = useLocation();
  // Remembers the tracked path so development's doubled effects do not push twice.
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    if (!counts) {
      // A redirect that lands on the page it started from is a new view of that page.
      lastTracked.current = null;
      return;
    }
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    trackPageView({
      page_path: `${pathname}${search}`,
      page_title: document.title,
      page_location: window.location.href,
    });
  }, [pathname, search, ready, counts]);

  return null;
}
