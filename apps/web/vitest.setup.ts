import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not implement scrolling; tests that care replace this with a spy.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

// Globals are off in this project, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
