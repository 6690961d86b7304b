import type { Invoice } from '@resumio/contract';
import { cx } from '@/components/ui/cx.ts';
import { textLinkClasses } from '@/components/ui/text-link.tsx';
import { formatMoney } from '../billing/format-money.ts';
import { invoiceStatusClasses, invoiceStatusLabels } from '../billing/invoice-status.ts';
import { formatDate } from '../format-date.ts';

const cell = 'px-4 py-3 align-middle';
const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** One invoice's document: the PDF when there is one, else the provider's page for it. */
function InvoiceLink({ invoice, date }: { invoice: Invoice; date: string }) {
  const href = invoice.pdfUrl ?? invoice.hostedUrl;
  if (!href) return <span className="text-slate-500">—</span>;
  const what = invoice.number ? `invoice ${invoice.number}` : `the invoice of ${date}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={textLinkClasses}
      aria-label={invoice.pdfUrl ? `Download ${what} (PDF)` : `View ${what}`}
    >
      {invoice.pdfUrl ? 'PDF' : 'View'}
    </a>
  );
}

/** Past invoices, newest first; on narrow screens the table scrolls rather than squeezes. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) {
    return <p className="mt-4 text-sm text-slate-700">No invoices yet.</p>;
  }
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">Invoices, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={cx(cell, 'font-medium')}>
              Date
            </th>
            <th scope="col" className={cx(cell, 'font-medium')}>
              Amount
            </th>
            <th scope="col" className={cx(cell, 'font-medium')}>
              Status
            </th>
            <th scope="col" className={cx(cell, 'font-medium')}>
              Invoice
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoices.map((invoice) => {
            const date = formatDate(invoice.createdAt) ?? '';
            return (
              <tr key={invoice.id}>
                <th scope="row" className={cx(cell, 'font-medium text-slate-900')}>
                  <time dateTime={invoice.createdAt}>{date}</time>
                </th>
                <td className={cx(cell, 'tabular-nums text-slate-900')}>
                  {formatMoney(invoice.amount, invoice.currency)}
                </td>
                <td className={cell}>
                  <span className={cx(pill, invoiceStatusClasses[invoice.status])}>
                    {invoiceStatusLabels[invoice.status]}
                  </span>
                </td>
                <td className={cell}>
                  <InvoiceLink invoice={invoice} date={date} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
