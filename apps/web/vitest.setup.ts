import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route pages load lazily; on a cold, busy test machine the first import can take over the
// default second that findBy*/waitFor allow.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; tests that care replace this with a spy.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

// Globals are off in this project, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
