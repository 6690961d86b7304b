import { describe, expect, it } from 'vitest';
import {
  BillingDetailsResponseSchema,
  InvoiceSchema,
  PaymentCardSchema,
} from './billing-details.ts';

const invoice = {
  id: 'in_1',
  number: 'RSM-0001',
  createdAt: '2026-11-28T10:00:00.000Z',
  amount: 2499,
  currency: 'usd',
  status: 'paid',
  pdfUrl: 'https://pay.stripe.test/invoice/1/pdf',
  hostedUrl: null,
};

describe('billing details', () => {
  it('reads a card and an invoice', () => {
    const body = {
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      invoices: [invoice],
    };
    expect(BillingDetailsResponseSchema.parse(body)).toEqual(body);
  });

  it('refuses a card number in place of the last four digits', () => {
    expect(
      PaymentCardSchema.safeParse({
        brand: 'visa',
        last4: '4242424242424242',
        expMonth: 1,
        expYear: 2030,
      }).success,
    ).toBe(false);
  });

  it('refuses links that are not web addresses', () => {
    expect(InvoiceSchema.safeParse({ ...invoice, pdfUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(InvoiceSchema.safeParse({ ...invoice, hostedUrl: 'data:text/html,x' }).success).toBe(
      false,
    );
  });

  it('knows no draft invoices', () => {
    expect(InvoiceSchema.safeParse({ ...invoice, status: 'draft' }).success).toBe(false);
  });
});
