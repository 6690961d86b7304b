import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LoadingOverlay } from './loading-overlay.tsx';
import { PAGE_LOADING_OVERLAY_MS } from './page-loading.ts';
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

/** Spec §2: shown for 500 ms on each path change and until the window has loaded. */
export function PageLoadingOverlay() {
  const { pathname } = useLocation();
  // A new key per path restarts the 500 ms window; query-only changes keep it.
  return <OverlayForCurrentPath key={pathname} />;
}
