import { renderInvoicePdf } from './invoice-pdf.ts';
import type { LocalBillingContext } from './local-context.ts';
import * as local from './local-repository.ts';

export interface InvoicePdfFile {
  bytes: Buffer;
  fileName: string;
}

/** Finds the invoice a PDF link names and draws it. */
export async function invoicePdf(
  ctx: LocalBillingContext,
  token: string,
): Promise<InvoicePdfFile | null> {
  const invoice = await local.findInvoiceByPdfToken(ctx.db, token);
  if (!invoice) return null;
  return {
    bytes: await renderInvoicePdf(invoice),
    fileName: `Resumio-invoice-${invoice.number}.pdf`,
  };
}
