import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true
 * after: what depends on who is signed in (a prefilled address, a Premium note) must wait for it,
 * or the first render in the browser would not match the prerendered page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
