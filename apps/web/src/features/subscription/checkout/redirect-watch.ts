/** The checkout redirect is checked once, 2 s after it was started. */
export const REDIRECT_CHECK_MS = 2_000;

export const STALLED_REDIRECT_WARNING =
  'Checkout redirect did not leave the site within 2 seconds; the browser may have blocked it.';

/**
 * Logs a warning if, 2 s after a redirect to checkout was started, the browser is still on this
 * site. Leaving fires `pagehide` before this page's timers stop, so the flag is reliable.
 * Returns a function that stops the watch (for a redirect that failed outright).
 */
export function watchCheckoutRedirect(warn: (message: string) => void = console.warn): () => void {
  let left = false;
  const onPageHide = () => {
    left = true;
  };
  window.addEventListener('pagehide', onPageHide);
  const timer = setTimeout(() => {
    window.removeEventListener('pagehide', onPageHide);
    if (!left) warn(STALLED_REDIRECT_WARNING);
  }, REDIRECT_CHECK_MS);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('pagehide', onPageHide);
  };
}
