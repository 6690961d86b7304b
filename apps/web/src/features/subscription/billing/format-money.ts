/**
 * An amount in the currency's minor unit (as Stripe counts it: cents, or whole yen) in the
 * reader's locale, e.g. "$24.99", "24,99 €" or "¥1,250".
 */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
