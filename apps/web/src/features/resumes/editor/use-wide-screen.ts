import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here the form and the preview fit side by side. */
const WIDE = '(min-width: 64rem)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the side-by-side editor (assumed so without a window). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => true,
  );
}
