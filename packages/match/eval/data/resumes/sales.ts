import type { Resume } from '@resumio/resume-model';

/** Mid-market SaaS account executive, four years closing: strong for the AE posting. */
export const adeyemi: Resume = {
  basics: {
    name: 'Tobi Adeyemi',
    label: 'Account Executive, SaaS',
    email: 'tobi.adeyemi@example.com',
    location: { city: 'Austin', region: 'TX', countryCode: 'US' },
    summary:
      'B2B SaaS account executive with four years of closing new business with operations-heavy buyers. 118% of quota on average since 2023.',
  },
  work: [
    {
      name: 'Crewline',
      position: 'Account Executive, Mid-Market',
      startDate: '2023-01',
      highlights: [
        'Closed $1.9M in new ARR in 2025 at 124% of quota, selling workforce software to contractors and property managers.',
        'Run discovery and tailored product demos for owners and operations directors.',
        'Build pipeline through outbound prospecting with one SDR; 40% of closed revenue was self-sourced.',
        'Negotiate multi-year contracts and pricing with procurement and finance teams.',
        'Keep a clean pipeline and forecast in Salesforce, within 5% of commit for six quarters.',
      ],
    },
    {
      name: 'Parcelwise',
      position: 'Account Executive, SMB',
      startDate: '2021-06',
      endDate: '2022-12',
      highlights: [
        'Closed 140 new SMB accounts in 18 months at 108% of quota.',
        'Worked inbound leads and ran the full sales cycle from first call to signature.',
      ],
    },
    {
      name: 'Parcelwise',
      position: 'Sales Development Representative',
      startDate: '2020-01',
      endDate: '2021-05',
      highlights: ['Booked 25 qualified meetings a month for the AE team.'],
    },
  ],
  education: [
    {
      institution: 'Texas State University',
      studyType: 'Bachelor of Business Administration',
      area: 'Marketing',
      endDate: '2019-12',
    },
  ],
  skills: [
    {
      name: 'Sales',
      keywords: ['Prospecting', 'Negotiation', 'Pipeline management', 'Product demos'],
    },
    { name: 'Tools', keywords: ['Salesforce', 'Gong', 'LinkedIn Sales Navigator', 'Outreach'] },
  ],
};

/** SDR with a year and a half of prospecting and no closing: partial for the AE posting. */
export const kowalski: Resume = {
  basics: {
    name: 'Natalia Kowalski',
    label: 'Sales Development Representative',
    email: 'natalia.kowalski@example.com',
    location: { city: 'Chicago', region: 'IL', countryCode: 'US' },
    summary:
      'SDR at a B2B software company, consistently over target on qualified meetings and ready to carry a quota of my own.',
  },
  work: [
    {
      name: 'Ledgerly',
      position: 'Sales Development Representative',
      startDate: '2025-03',
      highlights: [
        'Book 18–22 qualified meetings a month for three account executives, 115% of target.',
        'Prospect into finance teams by phone, email and LinkedIn using Outreach sequences.',
        'Log every touch and qualification note in HubSpot.',
      ],
    },
    {
      name: 'Lakeview Athletic Club',
      position: 'Membership Coordinator',
      startDate: '2023-06',
      endDate: '2025-02',
      highlights: [
        'Gave tours and signed up about 30 new members a month.',
        'Handled front desk questions and member billing issues.',
      ],
    },
  ],
  education: [
    {
      institution: 'Loyola University Chicago',
      studyType: 'Bachelor of Arts',
      area: 'Communication',
      endDate: '2023-05',
    },
  ],
  skills: [
    { name: 'Sales', keywords: ['Cold calling', 'Prospecting', 'Lead qualification'] },
    { name: 'Tools', keywords: ['HubSpot', 'Outreach', 'ZoomInfo'] },
  ],
};
