import type { PublicConfig } from '@resumio/contract';
import { isPromotionActive } from '@resumio/contract/rules';

/** The attribute on #root that carries what a prerendered page was rendered from. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The address's search words on listing pages (the blog's search). */
export const SEARCH_PARAM = 'q';

/** Stands for "any address": a not-found page is served for many of them. */
export const ANY_PATH = '*';

/**
 * What prerendered public pages show that can change after the build: the product's name, the
 * prices and whether the promotion runs (both set on the server), and the year in the footer.
 */
export function renderInputs(config: PublicConfig, now: Date): Record<string, unknown> {
  const { pricing } = config.billing;
  return {
    appName: config.appName,
    pricing,
    promotion: isPromotionActive(now, pricing),
    year: now.getFullYear(),
  };
}

/** The attribute's value for a page rendered at `path` (or ANY_PATH). */
export function prerenderedStamp(path: string, config: PublicConfig, now: Date): string {
  return JSON.stringify({ path, ...renderInputs(config, now) });
}

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The browser hydrates prerendered HTML only when its own first render would be the same: the
 * page is for this address and nothing it shows has changed since the build. Otherwise it renders
 * afresh, which costs a repaint instead of a mismatch.
 */
export function canHydrate(
  stamp: string | null,
  {
    config,
    now,
    pathname,
    search = '',
  }: { config: PublicConfig; now: Date; pathname: string; search?: string },
): boolean {
  if (stamp === null) return false;
  // A search in the address (the blog's `?q=`) shows results the build never rendered.
  if (new URLSearchParams(search).has(SEARCH_PARAM)) return false;
  try {
    const { path, ...built } = JSON.parse(stamp) as { path?: unknown };
    if (path !== ANY_PATH && path !== normalize(pathname)) return false;
    return JSON.stringify(built) === JSON.stringify(renderInputs(config, now));
  } catch {
    return false;
  }
}
