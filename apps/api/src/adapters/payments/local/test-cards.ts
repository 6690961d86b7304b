/** How the card on file behaves, after Stripe's test cards. */
export type CardBehaviour = 'succeeds' | 'fails_at_renewal';

export interface CardForm {
  email: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardForm;

export type CardCheck =
  | { outcome: 'invalid'; fieldErrors: Partial<Record<CardField, string>> }
  | { outcome: 'declined'; message: string }
  | { outcome: 'approved'; card: StoredCard; behaviour: CardBehaviour };

/** All the provider keeps of a card: what is printed on it for its owner to recognise, no more. */
export interface StoredCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export const CARD_MESSAGES = {
  incorrectNumber: 'Your card number is incorrect.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  emailInvalid: 'Your email address is invalid.',
  emailMissing: 'Enter your email address.',
} as const;

/** Stripe's test cards this provider knows; every other number is refused, as Stripe's test mode does. */
const testCards: Record<
  string,
  { result: 'approved'; behaviour: CardBehaviour } | { result: 'declined'; message: string }
> = {
  '4242424242424242': { result: 'approved', behaviour: 'succeeds' },
  '4000000000000341': { result: 'approved', behaviour: 'fails_at_renewal' },
  '4000000000000002': { result: 'declined', message: CARD_MESSAGES.declined },
  '4000000000009995': { result: 'declined', message: CARD_MESSAGES.insufficientFunds },
};

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Stripe's brand id from the number's leading digits (its issuer ranges). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** `MM/YY`, `MM / YY`, `MMYY` or `MM/YYYY`; the card is good through the month's last day (UTC). */
function readExpiry(
  value: string,
  now: Date,
): { problem: string } | { problem: null; month: number; year: number } {
  const match = value.trim().match(/^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/);
  if (!match) return { problem: CARD_MESSAGES.expiryIncomplete };
  const month = Number(match[1]);
  if (month < 1 || month > 12) return { problem: CARD_MESSAGES.expiryMonthInvalid };
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return { problem: CARD_MESSAGES.expiryPast };
  return { problem: null, month, year };
}

function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return CARD_MESSAGES.emailMissing;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254
    ? null
    : CARD_MESSAGES.emailInvalid;
}

/** Checks the form as Stripe's checkout would, then "charges" the card by its test number. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const fieldErrors: Partial<Record<CardField, string>> = {};
  const email = emailProblem(form.email);
  if (email) fieldErrors.email = email;
  const digits = digitsOnly(form.cardNumber);
  const card = testCards[digits];
  if (!passesLuhn(digits) || !card) fieldErrors.cardNumber = CARD_MESSAGES.incorrectNumber;
  const expiry = readExpiry(form.expiry, now);
  if (expiry.problem !== null) fieldErrors.expiry = expiry.problem;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) fieldErrors.cvc = CARD_MESSAGES.cvcIncomplete;
  if (Object.keys(fieldErrors).length > 0 || !card || expiry.problem !== null)
    return { outcome: 'invalid', fieldErrors };
  if (card.result === 'declined') return { outcome: 'declined', message: card.message };
  return {
    outcome: 'approved',
    card: {
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
    },
    behaviour: card.behaviour,
  };
}
