import type { InvoiceStatus } from '@resumio/contract';

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  open: 'Due',
  void: 'Void',
  uncollectible: 'Unpaid',
};

export const invoiceStatusClasses: Record<InvoiceStatus, string> = {
  paid: 'bg-green-100 text-green-900',
  open: 'bg-red-100 text-red-900',
  void: 'bg-slate-100 text-slate-800',
  uncollectible: 'bg-amber-100 text-amber-900',
};
