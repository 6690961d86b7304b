import type { Posting } from '../types.ts';

export const fpaAnalyst: Posting = {
  id: 'finance-fpa-analyst',
  field: 'finance',
  title: 'Financial Analyst, FP&A',
  company: 'Greyfield Hospitality',
  text: `Financial Analyst, FP&A

Greyfield Hospitality owns and operates 23 select-service hotels across the Southeast. The FP&A team builds the annual budget and the monthly forecasts, and helps hotel and regional leaders understand their numbers.

Responsibilities
- Build the annual operating budget and rolling forecasts with hotel general managers
- Prepare monthly variance analysis of actuals against budget and forecast, and explain the drivers
- Maintain financial models for labor, room revenue and capital projects
- Produce monthly management reporting packages and KPI dashboards in Power BI
- Pull and reconcile data from our ERP and property systems with SQL
- Support ad-hoc analysis for acquisitions and renovations

Requirements
- Bachelor's degree in Finance, Accounting or Economics
- 2+ years of experience in FP&A, corporate finance or financial analysis
- Advanced Excel, including financial modeling
- Hands-on experience with budgeting and forecasting
- Working knowledge of SQL
- Experience with Power BI, Tableau or a similar BI tool

Nice to have
- Hospitality or multi-site experience
- CFA Level I, or progress toward a CPA or CFA
- Experience with Adaptive Planning or another planning tool

Benefits
- Hybrid in Charlotte, NC, with two remote days a week
- Annual bonus target of 10% and discounted stays at our hotels`,
  required: [
    "Bachelor's degree",
    '2+ years of experience',
    'Financial Analysis',
    'Excel',
    'Financial Modeling',
    'Budgeting',
    'Forecasting',
    'Variance Analysis',
    'SQL',
    'Power BI',
  ],
};
