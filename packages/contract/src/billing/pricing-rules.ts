/**
 * The pricing rules as plain code: the browser's start-up path reads them, and a
 * schema library there would be loaded before the page is interactive for nothing.
 */
export interface PricingSettings {
  /** First day of the promotion, inclusive (YYYY-MM-DD). */
  promoStart: string;
  /** Last day of the promotion, inclusive (YYYY-MM-DD). */
  promoEnd: string;
  /** Monthly price in US dollars during the promotion. */
  promoPrice: number;
  /** Monthly price in US dollars outside it. */
  regularPrice: number;
}

export const defaultPricing: PricingSettings = {
  promoStart: '2025-07-07',
  promoEnd: '2025-10-30',
  promoPrice: 12.5,
  regularPrice: 24.99,
};

/**
 * The calendar day a person is living in when they look at the price. The window's bounds are
 * calendar dates, and "until October 30" means the viewer's own October 30: someone in California
 * still sees the offer on the evening of the 30th, which a UTC cut-off would have ended at 5 pm.
 * So the day is taken in the local time zone of whoever evaluates it (the browser for /pricing,
 * the server for its own pages).
 */
export function calendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isPromotionActive(date: Date, settings: PricingSettings = defaultPricing): boolean {
  const day = calendarDay(date);
  // ISO day strings compare in calendar order.
  return day >= settings.promoStart && day <= settings.promoEnd;
}

/** The monthly price in US dollars on that day. */
export function monthlyPrice(date: Date, settings: PricingSettings = defaultPricing): number {
  return isPromotionActive(date, settings) ? settings.promoPrice : settings.regularPrice;
}

/** Dollars as the spec writes them: `$12.5`, `$24.99` (no padding of cents). */
export function formatDollars(amount: number): string {
  return `$${Number(amount.toFixed(2))}`;
}

/** The price text for the pricing page and upgrade prompts. */
export function priceText(date: Date, settings: PricingSettings = defaultPricing): string {
  if (isPromotionActive(date, settings)) {
    return `Limited Time: ${formatDollars(settings.promoPrice)}/month (Regular ${formatDollars(settings.regularPrice)}/month)`;
  }
  return `Starting at ${formatDollars(settings.regularPrice)}/month`;
}
