import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

// readyState turns 'complete' right before 'load' fires, so it also covers a missed event.
const isLoaded = () => document.readyState === 'complete';

export function useWindowLoaded(): boolean {
  return useSyncExternalStore(subscribe, isLoaded, () => false);
}
