import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The app scrolls to the top whenever the query string changes (a new page). Opening an
 * application or sorting a column changes it too but is no new page: call the returned function
 * just before such a change, and the scroll position is put back once the app has moved it.
 */
export function useKeepScroll(): () => void {
  const { search } = useLocation();
  const saved = useRef<number | null>(null);
  useEffect(() => {
    const y = saved.current;
    if (y === null) return;
    saved.current = null;
    // After this commit's effects, the app's scroll to top among them.
    const frame = requestAnimationFrame(() => window.scrollTo(0, y));
    return () => cancelAnimationFrame(frame);
  }, [search]);
  return useCallback(() => {
    saved.current = window.scrollY;
  }, []);
}
