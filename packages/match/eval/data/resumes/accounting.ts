import type { Resume } from '@resumio/resume-model';

/** Staff accountant, four years, NetSuite, CPA candidate: strong for the staff accountant posting. */
export const mbeki: Resume = {
  basics: {
    name: 'Thandiwe Mbeki',
    label: 'Staff Accountant',
    email: 'thandiwe.mbeki@example.com',
    location: { city: 'Columbus', region: 'OH', countryCode: 'US' },
    summary:
      'Staff accountant with four years in manufacturing and public accounting. Owns a large share of the monthly close and has passed three of the four CPA exam sections.',
  },
  work: [
    {
      name: 'Buckeye Packaging Co.',
      position: 'Staff Accountant',
      startDate: '2023-01',
      highlights: [
        'Prepare journal entries, accruals and prepaid amortization for a five-day month-end close.',
        'Reconcile 45 balance sheet accounts each month, including cash, inventory and intercompany.',
        'Maintain the fixed asset register and depreciation schedules in NetSuite.',
        'Built an Excel model with pivot tables and XLOOKUP that cut the inventory reconciliation from two days to half a day.',
        'Prepared audit schedules and answered auditor requests for the annual GAAP audit.',
      ],
    },
    {
      name: 'Greer & Whitcomb CPAs',
      position: 'Audit Associate',
      startDate: '2021-09',
      endDate: '2022-12',
      highlights: [
        'Tested revenue, payables and inventory for manufacturing and distribution clients.',
        'Reviewed client general ledger detail and drafted adjusting entries.',
      ],
    },
  ],
  education: [
    {
      institution: 'The Ohio State University',
      studyType: 'Bachelor of Science in Business Administration',
      area: 'Accounting',
      endDate: '2021-05',
    },
  ],
  skills: [
    {
      name: 'Accounting',
      keywords: ['GAAP', 'General ledger', 'Month-end close', 'Account reconciliation', 'Accruals'],
    },
    { name: 'Systems', keywords: ['NetSuite', 'Excel', 'Bill.com'] },
  ],
  certificates: [{ name: 'CPA candidate (FAR, AUD and REG passed)', date: '2025-08' }],
};

/** Small-business bookkeeper with an associate degree and QuickBooks: partial for staff accountant. */
export const hollis: Resume = {
  basics: {
    name: 'Dana Hollis',
    label: 'Full-Charge Bookkeeper',
    email: 'dana.hollis@example.com',
    location: { city: 'Newark', region: 'OH', countryCode: 'US' },
    summary:
      'Bookkeeper for small businesses for seven years, handling payables, receivables, payroll and bank reconciliations.',
  },
  work: [
    {
      name: 'Licking County Bookkeeping Services',
      position: 'Full-Charge Bookkeeper',
      startDate: '2019-03',
      highlights: [
        'Keep the books for 18 small-business clients in QuickBooks Online.',
        'Process accounts payable and accounts receivable and chase overdue invoices.',
        'Reconcile bank and credit card accounts every month.',
        'Run biweekly payroll for 120 employees through ADP.',
      ],
    },
    {
      name: 'Granville Hardware',
      position: 'Office Manager',
      startDate: '2016-06',
      endDate: '2019-02',
      highlights: ['Handled cash deposits, vendor bills and customer accounts.'],
    },
  ],
  education: [
    {
      institution: 'Central Ohio Technical College',
      studyType: 'Associate of Applied Science',
      area: 'Accounting',
      endDate: '2016-05',
    },
  ],
  skills: [
    {
      name: 'Bookkeeping',
      keywords: ['Accounts payable', 'Accounts receivable', 'Payroll', 'Bank reconciliation'],
    },
    { name: 'Software', keywords: ['QuickBooks', 'Excel', 'ADP'] },
  ],
};
