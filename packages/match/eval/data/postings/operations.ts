import type { Posting } from '../types.ts';

export const warehouseSupervisor: Posting = {
  id: 'logistics-warehouse-supervisor',
  field: 'logistics',
  title: 'Warehouse Operations Supervisor – 2nd Shift',
  company: 'Ridgeway Distribution',
  text: `Warehouse Operations Supervisor – 2nd Shift

Ridgeway Distribution is a third-party logistics provider running four warehouses (1.2 million sq ft) for consumer goods and auto parts customers.

Job Summary
The 2nd shift supervisor leads a team of 20–30 associates and two leads across receiving, put-away, picking and shipping, and is accountable for safety, accuracy and productivity on the shift.

Responsibilities
- Plan labor for the shift and assign associates to meet outbound cut-off times
- Track KPIs (units per hour, order accuracy, dock-to-stock time) and report them at shift handover
- Run cycle counts and resolve inventory discrepancies in the WMS
- Enforce safety rules, lead daily safety huddles and investigate incidents
- Coach, train and give performance feedback to associates
- Lead small Lean improvement projects (5S, slotting, waste reduction)

Requirements
- 3+ years of warehouse or distribution center experience, including 1+ years in a lead or supervisory role
- Experience with a warehouse management system (Manhattan, Blue Yonder or similar) and RF scanners
- Working knowledge of OSHA warehouse safety requirements
- Forklift certification, or able to certify within 30 days
- Comfortable with Excel for labor and KPI reporting
- High school diploma or GED

Preferred
- Associate or bachelor's degree in supply chain or business
- Lean or Six Sigma training
- Bilingual English/Spanish

Schedule and Pay
- Monday to Friday, 2:30 pm to 11:00 pm, with occasional Saturdays in peak season
- $62,000–$70,000 plus a quarterly shift bonus`,
  required: [
    '3+ years of warehouse experience',
    '1+ years in a supervisory role',
    'Warehouse Operations',
    'Team Supervision',
    'Warehouse Management Systems',
    'RF Scanners',
    'OSHA',
    'Forklift Certification',
    'Excel',
    'High school diploma',
    'Inventory Management',
    'KPI Tracking',
  ],
};
