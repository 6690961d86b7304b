import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now (and re-renders when it changes); `fallback` without one. */
export function useMediaQuery(query: string, fallback = true): boolean {
  const media = useCallback(
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? fallback,
    () => fallback,
  );
}
