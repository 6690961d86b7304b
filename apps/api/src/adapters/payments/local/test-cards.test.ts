import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardBrand, checkCard, passesLuhn, type CardForm } from './test-cards.ts';

const now = new Date('2026-11-21T12:00:00Z');
const form = (overrides: Partial<CardForm> = {}): CardForm => ({
  email: 'ada@example.com',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  ...overrides,
});

describe('the local test cards', () => {
  it('approves 4242 4242 4242 4242', () => {
    expect(checkCard(form(), now)).toEqual({
      outcome: 'approved',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      behaviour: 'succeeds',
    });
  });

  it('keeps a four-digit expiry year as written', () => {
    const check = checkCard(form({ expiry: '03 / 2031' }), now);
    expect(check.outcome === 'approved' && check.card).toMatchObject({
      expMonth: 3,
      expYear: 2031,
    });
  });

  it('names the brand from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });

  it('approves 4000 0000 0000 0341 now and marks it to fail at renewal', () => {
    expect(checkCard(form({ cardNumber: '4000000000000341' }), now)).toEqual({
      outcome: 'approved',
      card: { brand: 'visa', last4: '0341', expMonth: 12, expYear: 2030 },
      behaviour: 'fails_at_renewal',
    });
  });

  it('declines 4000 0000 0000 0002', () => {
    expect(checkCard(form({ cardNumber: '4000 0000 0000 0002' }), now)).toEqual({
      outcome: 'declined',
      message: 'Your card was declined.',
    });
  });

  it('refuses 4000 0000 0000 9995 for insufficient funds', () => {
    expect(checkCard(form({ cardNumber: '4000-0000-0000-9995' }), now)).toEqual({
      outcome: 'declined',
      message: 'Your card has insufficient funds.',
    });
  });

  it.each(['4242 4242 4242 4241', '1234', '', 'abcd efgh', '5555555555554444'])(
    'calls %j an incorrect number',
    (cardNumber) => {
      expect(checkCard(form({ cardNumber }), now)).toEqual({
        outcome: 'invalid',
        fieldErrors: { cardNumber: 'Your card number is incorrect.' },
      });
    },
  );

  it('checks expiry, CVC and email inline, all at once', () => {
    const result = checkCard(form({ expiry: '13/30', cvc: '1', email: 'nope' }), now);
    expect(result).toEqual({
      outcome: 'invalid',
      fieldErrors: {
        expiry: CARD_MESSAGES.expiryMonthInvalid,
        cvc: CARD_MESSAGES.cvcIncomplete,
        email: CARD_MESSAGES.emailInvalid,
      },
    });
  });

  it('treats the expiry month as valid through its last day', () => {
    expect(checkCard(form({ expiry: '11/26' }), now).outcome).toBe('approved');
    expect(checkCard(form({ expiry: '10/26' }), now)).toMatchObject({
      fieldErrors: { expiry: CARD_MESSAGES.expiryPast },
    });
    expect(checkCard(form({ expiry: '1' }), now)).toMatchObject({
      fieldErrors: { expiry: CARD_MESSAGES.expiryIncomplete },
    });
    expect(checkCard(form({ expiry: '0130' }), now).outcome).toBe('approved');
    expect(checkCard(form({ expiry: '01 / 2030' }), now).outcome).toBe('approved');
  });

  it('runs the Luhn check', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
  });
});
