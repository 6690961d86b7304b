import type { Posting } from '../types.ts';

export const staffAccountant: Posting = {
  id: 'accounting-staff',
  field: 'accounting',
  title: 'Staff Accountant',
  company: 'Marrowfield Foods',
  text: `Staff Accountant

Marrowfield Foods makes private-label sauces and dressings in two plants in Ohio and Indiana. Our finance team of eleven closes the books in five working days and supports a business that has doubled in four years.

Responsibilities
- Prepare journal entries, accruals and prepaid schedules for the month-end close
- Reconcile balance sheet accounts, including cash, inventory and intercompany
- Maintain the fixed asset register and calculate depreciation
- Support accounts payable and accounts receivable with vendor and customer reconciliations
- Prepare schedules for the annual external audit and quarterly reviews
- Help improve close checklists and automate recurring reports

Requirements
- Bachelor's degree in Accounting or Finance
- 2+ years of general ledger accounting experience in public accounting or industry
- Solid understanding of US GAAP
- Advanced Excel: pivot tables, XLOOKUP, SUMIFS
- Experience with an ERP system; NetSuite preferred
- Strong attention to detail and the ability to meet close deadlines

Nice to Have
- CPA or progress toward the CPA
- Manufacturing or cost accounting experience
- Experience with Bill.com or Concur

Benefits
- Hybrid schedule, three days a week in our Columbus office
- Tuition reimbursement and paid CPA exam fees`,
  required: [
    "Bachelor's degree",
    '2+ years of general ledger experience',
    'General Ledger',
    'GAAP',
    'Excel',
    'ERP',
    'Month-End Close',
    'Journal Entries',
    'Accruals',
    'Account Reconciliation',
  ],
};
