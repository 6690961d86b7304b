/**
 * End-to-end tests check the application-level error screen in a real browser by setting
 * `window.__RESUMIO_FORCE_RENDER_ERROR__ = true` from an init script before the app loads (for
 * example Playwright's `page.addInitScript`). Nothing in the product sets it, and no route or
 * query parameter can, so production behaviour is unchanged.
 */
export function RenderErrorProbe() {
  if (typeof window !== 'undefined' && window.__RESUMIO_FORCE_RENDER_ERROR__ === true) {
    throw new Error('Forced render error for testing the application error screen');
  }
  return null;
}
