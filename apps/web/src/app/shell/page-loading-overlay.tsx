import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LoadingOverlay } from './loading-overlay.tsx';
import { PAGE_LOADING_OVERLAY_MS } from './page-loading.ts';
import { usePrerenderedLanding } from './prerendered-landing.ts';
import { useWindowLoaded } from './use-window-loaded.ts';

function OverlayForCurrentPath() {
  const [elapsed, setElapsed] = useState(false);
  const windowLoaded = useWindowLoaded();

  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), PAGE_LOADING_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return elapsed && windowLoaded ? null : <LoadingOverlay />;
}

/**
 * Shown for 500 ms on each path change and until the window has loaded. A page that
 * arrived prerendered is already on screen, so its first view goes without: covering readable
 * text would only delay it (and hide it for good without JavaScript).
 */
export function PageLoadingOverlay() {
  const { pathname } = useLocation();
  const prerendered = usePrerenderedLanding();
  const [landingPath, setLandingPath] = useState(prerendered ? pathname : null);
  // Once the visitor moves on, coming back to the first page is a path change like any other.
  if (landingPath !== null && pathname !== landingPath) setLandingPath(null);

  if (pathname === landingPath) return null;
  // A new key per path restarts the 500 ms window; query-only changes keep it.
  return <OverlayForCurrentPath key={pathname} />;
}
