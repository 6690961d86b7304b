import type { Resume } from '@resumio/resume-model';

/** Data analyst, four years in retail analytics: strong for the data analyst posting. */
export const raman: Resume = {
  basics: {
    name: 'Priya Raman',
    label: 'Data Analyst',
    email: 'priya.raman@example.com',
    location: { city: 'Denver', region: 'CO', countryCode: 'US' },
    summary:
      'Data analyst with four years in retail and e-commerce analytics. I write the SQL, build the dashboard and then explain what it means to the people who have to act on it.',
  },
  work: [
    {
      name: 'Tallgrass Outfitters',
      position: 'Data Analyst',
      startDate: '2023-02',
      highlights: [
        'Built the Tableau sales and margin dashboards that 30 buyers and planners open every morning.',
        'Designed and analysed A/B tests on free-shipping thresholds; the winning variant added $1.1M in annual gross margin.',
        'Wrote SQL models in Snowflake that replaced a dozen hand-built weekly spreadsheets.',
        'Cleaned and merged point-of-sale and web order data in Python (pandas) to build a single customer view.',
      ],
    },
    {
      name: 'Harbor Grocers',
      position: 'Junior Analyst',
      startDate: '2021-07',
      endDate: '2023-01',
      highlights: [
        'Produced weekly category performance reports in Excel for 40 stores.',
        'Ran regression analysis on promotion lift and presented results to the merchandising team.',
        'Automated the monthly shrink report with SQL and Excel pivot tables.',
      ],
    },
  ],
  education: [
    {
      institution: 'Colorado State University',
      studyType: 'Bachelor of Science',
      area: 'Statistics',
      endDate: '2021-05',
    },
  ],
  skills: [
    { name: 'Analysis', keywords: ['SQL', 'Python', 'pandas', 'Statistics', 'A/B Testing'] },
    { name: 'Reporting', keywords: ['Tableau', 'Excel', 'Looker'] },
    { name: 'Data tools', keywords: ['Snowflake', 'dbt', 'Git'] },
  ],
};
