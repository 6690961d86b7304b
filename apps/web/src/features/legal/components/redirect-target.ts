/** Long enough to read the notice, short enough not to feel stuck. */
export const POLICY_REDIRECT_DELAY_MS = 3_000;

/**
 * Only absolute http(s) addresses that are not this very page are followed automatically; a
 * relative or malformed setting would otherwise loop or leave the site unexpectedly.
 */
export function isAutoRedirectTarget(target: string, current: Location = window.location): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return !(url.origin === current.origin && url.pathname === current.pathname);
}
