import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { LocalBillingInvoicesTable } from '@resumio/db';
import { createElement as h, type ReactElement } from 'react';

// One page in the PDF's built-in Helvetica: no font files to load, and few enough elements to
// draw in milliseconds, so it is rendered where it is asked for rather than in the render pool.
const styles = StyleSheet.create({
  page: { padding: 56, fontFamily: 'Helvetica', fontSize: 10, color: '#0f172a' },
  brand: { fontSize: 18, fontFamily: 'Helvetica-Bold', color: '#4338ca' },
  title: { marginTop: 24, fontSize: 22, fontFamily: 'Helvetica-Bold' },
  facts: { marginTop: 16 },
  fact: { flexDirection: 'row', marginTop: 4 },
  label: { width: 110, color: '#475569' },
  table: { marginTop: 28, borderTopWidth: 1, borderColor: '#cbd5e1' },
  row: { flexDirection: 'row', paddingVertical: 8, borderBottomWidth: 1, borderColor: '#e2e8f0' },
  description: { flexGrow: 1 },
  amount: { width: 90, textAlign: 'right' },
  strong: { fontFamily: 'Helvetica-Bold' },
  note: { marginTop: 32, color: '#475569' },
});

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

function fact(label: string, value: string): ReactElement {
  return h(
    View,
    { style: styles.fact },
    h(Text, { style: styles.label }, label),
    h(Text, null, value),
  );
}

function InvoiceDocument({ invoice }: { invoice: LocalBillingInvoicesTable }) {
  const paid = invoice.status === 'paid';
  const total = money(invoice.amount_cents, invoice.currency);
  const card = `${BRAND_NAMES[invoice.card_brand] ?? 'Card'} ending in ${invoice.card_last4}`;
  return h(
    Document,
    {
      title: `Invoice ${invoice.number}`,
      author: 'Resumio',
      creator: 'Resumio',
      producer: 'Resumio',
    },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(Text, { style: styles.brand }, 'Resumio'),
      h(Text, { style: styles.title }, paid ? 'Receipt' : 'Invoice'),
      h(
        View,
        { style: styles.facts },
        fact('Invoice number', invoice.number),
        fact('Date of issue', day(invoice.created_at)),
        invoice.customer_email ? fact('Billed to', invoice.customer_email) : null,
        fact('Status', paid && invoice.paid_at ? `Paid on ${day(invoice.paid_at)}` : 'Due'),
        paid ? fact('Payment method', card) : null,
      ),
      h(
        View,
        { style: styles.table },
        h(
          View,
          { style: styles.row },
          h(
            Text,
            { style: styles.description },
            `Resumio Premium, monthly (${day(invoice.period_start)} – ${day(invoice.period_end)})`,
          ),
          h(Text, { style: styles.amount }, total),
        ),
        h(
          View,
          { style: styles.row },
          h(
            Text,
            { style: [styles.description, styles.strong] },
            paid ? 'Amount paid' : 'Amount due',
          ),
          h(Text, { style: [styles.amount, styles.strong] }, total),
        ),
      ),
      h(
        Text,
        { style: styles.note },
        'Issued by the built-in test payment provider: no real card was charged.',
      ),
    ),
  );
}

/** The invoice as a one-page PDF. */
export async function renderInvoicePdf(invoice: LocalBillingInvoicesTable): Promise<Buffer> {
  // renderToBuffer is typed for a <Document> element; InvoiceDocument renders exactly one.
  const element = h(InvoiceDocument, { invoice }) as unknown as Parameters<
    typeof renderToBuffer
  >[0];
  return renderToBuffer(element);
}
