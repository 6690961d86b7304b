import type { PaymentCard } from '@resumio/contract';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
};

/** "Visa", or "Card" for a brand we have no name for. */
export function brandName(brand: string): string {
  return BRAND_NAMES[brand] ?? 'Card';
}

/** "07/2031" as printed on cards (month first), or null when the expiry is not known. */
export function expiryLabel(card: PaymentCard): string | null {
  if (card.expMonth === null || card.expYear === null) return null;
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}
