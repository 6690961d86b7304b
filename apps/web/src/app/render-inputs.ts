import { isPromotionActive, type PublicConfig } from '@resumio/contract';

/**
 * What prerendered public pages show that can change after the build: the product's name, the
 * prices and whether the promotion runs (both set on the server), and the year in the footer.
 * The browser hydrates the HTML only when its own values are the same; otherwise it renders afresh,
 * which costs a repaint instead of a mismatch.
 */
export function renderInputs(config: PublicConfig, now: Date): string {
  const { pricing } = config.billing;
  return JSON.stringify({
    appName: config.appName,
    pricing,
    promotion: isPromotionActive(now, pricing),
    year: now.getFullYear(),
  });
}

/** The attribute on #root that carries the build's render inputs. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
