import type { Resume } from '@resumio/resume-model';

/** Warehouse shift supervisor at a 3PL: strong for the warehouse supervisor posting. */
export const reyes: Resume = {
  basics: {
    name: 'Luis Reyes',
    label: 'Warehouse Operations Supervisor',
    email: 'luis.reyes@example.com',
    location: { city: 'Columbus', region: 'OH', countryCode: 'US' },
    summary:
      'Warehouse supervisor with eight years in distribution centers, the last four leading second-shift teams of up to 35 associates. Bilingual English and Spanish.',
  },
  work: [
    {
      name: 'Midway Logistics',
      position: 'Operations Supervisor, 2nd Shift',
      startDate: '2022-10',
      highlights: [
        'Supervise 30–35 associates and three leads across receiving, picking, packing and shipping.',
        'Track units per hour, order accuracy and dock-to-stock time daily; order accuracy rose to 99.7%.',
        'Run daily cycle counts and resolve inventory discrepancies in Manhattan WMS.',
        'Lead safety huddles and OSHA-compliant incident investigations; 600 days without a recordable injury.',
        'Led a Lean slotting project that cut picker travel by 15%.',
      ],
    },
    {
      name: 'Midway Logistics',
      position: 'Inventory Lead',
      startDate: '2020-03',
      endDate: '2022-09',
      highlights: [
        'Led a team of six on cycle counts and inventory control with RF scanners.',
        'Built Excel reports of daily count variances for the site manager.',
      ],
    },
    {
      name: 'Crossroads Distribution',
      position: 'Warehouse Associate / Forklift Operator',
      startDate: '2018-05',
      endDate: '2020-02',
      highlights: ['Operated reach trucks and sit-down forklifts for put-away and replenishment.'],
    },
  ],
  education: [{ institution: 'Whetstone High School', studyType: 'High school diploma' }],
  certificates: [
    { name: 'Forklift Operator Certification', date: '2025-05' },
    { name: 'OSHA 10-Hour General Industry', date: '2022-11' },
  ],
  skills: [
    {
      name: 'Operations',
      keywords: ['Inventory management', 'Warehouse management systems', 'KPI tracking', 'Lean'],
    },
    { name: 'Tools', keywords: ['Manhattan WMS', 'RF scanners', 'Excel'] },
  ],
  languages: [
    { language: 'English', fluency: 'Native speaker' },
    { language: 'Spanish', fluency: 'Native speaker' },
  ],
};

/** Retail assistant store manager, no warehouse systems or forklift: partial for the warehouse posting. */
export const chen: Resume = {
  basics: {
    name: 'Vivian Chen',
    label: 'Assistant Store Manager',
    email: 'vivian.chen@example.com',
    location: { city: 'Dublin', region: 'OH', countryCode: 'US' },
    summary:
      'Assistant store manager with five years in big-box retail, leading teams of 40 through peak seasons and running the stockroom.',
  },
  work: [
    {
      name: 'HomeCraft Supply',
      position: 'Assistant Store Manager',
      startDate: '2022-04',
      highlights: [
        'Supervise up to 40 associates and build weekly schedules within the labor budget.',
        'Run the receiving and stockroom team and keep inventory accuracy above 98%.',
        'Hire, train and coach new associates and write their reviews.',
        'Lead store safety walks and follow up on incident reports.',
      ],
    },
    {
      name: 'HomeCraft Supply',
      position: 'Department Supervisor',
      startDate: '2020-06',
      endDate: '2022-03',
      highlights: [
        'Led the garden department team and handled cash office duties.',
        'Managed price changes and markdowns for 3,000 items.',
      ],
    },
  ],
  education: [
    {
      institution: 'Columbus State Community College',
      studyType: 'Associate of Applied Science',
      area: 'Business Management',
      endDate: '2020-05',
    },
  ],
  skills: [
    {
      name: 'Management',
      keywords: ['Staff scheduling', 'Team supervision', 'Inventory control', 'Cash handling'],
    },
    { name: 'Tools', keywords: ['Excel', 'Microsoft Office'] },
  ],
};
