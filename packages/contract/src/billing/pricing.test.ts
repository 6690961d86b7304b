import { describe, expect, it } from 'vitest';
import { calendarDay, defaultPricing, monthlyPrice, priceText } from './pricing.ts';

// Local-time constructors: the window is read in the viewer's own calendar (see pricing.ts).
const day = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);
const PROMO = 'Limited Time: $12.5/month (Regular $24.99/month)';
const REGULAR = 'Starting at $24.99/month';

describe('priceText with the default window (2025-07-07 to 2025-10-30 inclusive)', () => {
  it('is the regular text the day before the window', () => {
    expect(priceText(day(2025, 7, 6))).toBe(REGULAR);
    expect(priceText(day(2025, 7, 6, 23))).toBe(REGULAR);
  });

  it('is the promotional text from the first moment of the first day', () => {
    expect(priceText(day(2025, 7, 7, 0))).toBe(PROMO);
    expect(priceText(day(2025, 7, 7))).toBe(PROMO);
  });

  it('is the promotional text until the last moment of the last day', () => {
    expect(priceText(day(2025, 10, 30))).toBe(PROMO);
    expect(priceText(new Date(2025, 9, 30, 23, 59, 59, 999))).toBe(PROMO);
  });

  it('is the regular text the day after the window', () => {
    expect(priceText(day(2025, 10, 31, 0))).toBe(REGULAR);
    expect(priceText(day(2026, 1, 1))).toBe(REGULAR);
  });
});

describe('pricing settings', () => {
  it('has the spec defaults', () => {
    expect(defaultPricing).toEqual({
      promoStart: '2025-07-07',
      promoEnd: '2025-10-30',
      promoPrice: 12.5,
      regularPrice: 24.99,
    });
  });

  it('follows a configured window and prices', () => {
    const settings = {
      promoStart: '2027-01-01',
      promoEnd: '2027-01-31',
      promoPrice: 9,
      regularPrice: 19.5,
    };
    expect(priceText(day(2027, 1, 15), settings)).toBe(
      'Limited Time: $9/month (Regular $19.5/month)',
    );
    expect(priceText(day(2027, 2, 1), settings)).toBe('Starting at $19.5/month');
    expect(monthlyPrice(day(2027, 1, 31), settings)).toBe(9);
    expect(monthlyPrice(day(2026, 12, 31), settings)).toBe(19.5);
  });

  it('names the local calendar day', () => {
    expect(calendarDay(day(2025, 3, 9, 0))).toBe('2025-03-09');
  });
});
