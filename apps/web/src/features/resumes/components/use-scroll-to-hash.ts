import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the URL's hash names into view once `ready` (the page's data has
 * arrived), and moves focus there so keyboard users continue from it.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    // 'nearest' leaves the page where it is when the target is already on screen.
    target.scrollIntoView?.({ block: 'nearest' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
