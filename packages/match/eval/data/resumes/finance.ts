import type { Resume } from '@resumio/resume-model';

/** FP&A analyst in multi-site restaurants and hotels: strong for the FP&A posting. */
export const castellano: Resume = {
  basics: {
    name: 'Lucia Castellano',
    label: 'Senior Financial Analyst, FP&A',
    email: 'lucia.castellano@example.com',
    location: { city: 'Charlotte', region: 'NC', countryCode: 'US' },
    summary:
      'FP&A analyst with five years of budgeting, forecasting and financial modeling for multi-site businesses. I turn a messy month into a short, clear story for operators.',
  },
  work: [
    {
      name: 'Palmetto Dining Group',
      position: 'Senior Financial Analyst',
      startDate: '2023-06',
      highlights: [
        'Lead the annual budget for 48 restaurants and build the rolling 12-month forecast.',
        'Write the monthly variance analysis against budget and forecast for the CFO and regional directors.',
        'Built an Excel financial model for new-unit openings used to approve $30M in capital.',
        'Query point-of-sale and labor data with SQL and publish Power BI dashboards for 60 managers.',
      ],
    },
    {
      name: 'Blue Heron Hotels',
      position: 'Financial Analyst',
      startDate: '2021-07',
      endDate: '2023-05',
      highlights: [
        'Prepared monthly management reports and KPI packs for 11 hotels.',
        'Supported financial analysis for two hotel acquisitions.',
      ],
    },
  ],
  education: [
    {
      institution: 'University of South Carolina',
      studyType: 'Bachelor of Science',
      area: 'Finance',
      endDate: '2021-05',
    },
  ],
  skills: [
    {
      name: 'Finance',
      keywords: ['Budgeting', 'Forecasting', 'Financial modeling', 'Variance analysis'],
    },
    { name: 'Tools', keywords: ['Excel', 'Power BI', 'SQL', 'Adaptive Planning', 'NetSuite'] },
  ],
};
