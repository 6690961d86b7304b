import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('reads cents as dollars, in the reader’s locale', () => {
    expect(formatMoney(2499, 'usd', 'en-US')).toBe('$24.99');
    expect(formatMoney(1250, 'eur', 'de-DE')).toBe('12,50\u00a0€');
  });

  it('reads a currency without minor units as whole amounts', () => {
    expect(formatMoney(1250, 'jpy', 'en-US')).toBe('¥1,250');
  });
});
