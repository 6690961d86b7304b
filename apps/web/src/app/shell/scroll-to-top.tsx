import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePrerenderedLanding } from './prerendered-landing.ts';

/**
 * The page scrolls to top on a change of path or query. A prerendered first page is
 * left where the browser put it: the reader may already have scrolled, or followed a link to one
 * of its sections, before the app took over.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const prerendered = usePrerenderedLanding();
  const landing = useRef(true);
  useEffect(() => {
    const first = landing.current;
    landing.current = false;
    if (first && prerendered) return;
    window.scrollTo(0, 0);
  }, [pathname, search, prerendered]);
  return null;
}
