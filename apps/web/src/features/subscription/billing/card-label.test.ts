import { describe, expect, it } from 'vitest';
import { brandName, expiryLabel } from './card-label.ts';

describe('card labels', () => {
  it('names known brands and falls back to "Card"', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('unknown')).toBe('Card');
  });

  it('prints the expiry month first, as on the card', () => {
    const card = { brand: 'visa', last4: '4242' };
    expect(expiryLabel({ ...card, expMonth: 7, expYear: 2031 })).toBe('07/2031');
    expect(expiryLabel({ ...card, expMonth: null, expYear: null })).toBeNull();
  });
});
