import type { Resume } from '@resumio/resume-model';

/** Bilingual HR generalist in construction with Workday and SHRM-CP: strong for the HR posting. */
export const whitaker: Resume = {
  basics: {
    name: 'Renata Whitaker',
    label: 'HR Generalist, SHRM-CP',
    email: 'renata.whitaker@example.com',
    location: { city: 'Phoenix', region: 'AZ', countryCode: 'US' },
    summary:
      'HR generalist with five years supporting field and office employees in construction and manufacturing. Fluent in Spanish and English.',
  },
  work: [
    {
      name: 'Sonoran Concrete & Paving',
      position: 'HR Generalist',
      startDate: '2022-08',
      highlights: [
        'Support 350 employees across 12 job sites on policies, leave and benefits questions, in English and Spanish.',
        'Investigate employee relations complaints and recommend outcomes to managers and legal counsel.',
        'Run onboarding and safety orientation for 200 new field hires a year.',
        'Administer benefits enrollment and FMLA, ADA and leave cases.',
        'Maintain employee records and reports in Workday and audit I-9s for compliance.',
      ],
    },
    {
      name: 'Valley Metal Fabricators',
      position: 'HR Assistant',
      startDate: '2021-01',
      endDate: '2022-07',
      highlights: [
        'Screened applicants and scheduled interviews for production roles.',
        'Processed new hire paperwork and updated the HRIS.',
      ],
    },
  ],
  education: [
    {
      institution: 'Arizona State University',
      studyType: 'Bachelor of Science',
      area: 'Human Resources Management',
      endDate: '2020-12',
    },
  ],
  certificates: [{ name: 'SHRM-CP', issuer: 'SHRM', date: '2023-06' }],
  skills: [
    {
      name: 'HR',
      keywords: ['Employee relations', 'Onboarding', 'Benefits administration', 'HR compliance'],
    },
    { name: 'Systems', keywords: ['Workday', 'ADP', 'Excel'] },
  ],
  languages: [
    { language: 'English', fluency: 'Native speaker' },
    { language: 'Spanish', fluency: 'Fluent' },
  ],
};

/** Recruiting coordinator, no employee relations or benefits work: partial for the HR posting. */
export const duarte: Resume = {
  basics: {
    name: 'Miguel Duarte',
    label: 'Recruiting Coordinator',
    email: 'miguel.duarte@example.com',
    location: { city: 'Las Vegas', region: 'NV', countryCode: 'US' },
    summary:
      'Recruiting coordinator with two years of high-volume hiring for hospitality, looking to grow into an HR generalist role.',
  },
  work: [
    {
      name: 'Silver Sage Resorts',
      position: 'Recruiting Coordinator',
      startDate: '2024-07',
      highlights: [
        'Schedule 60–80 interviews a week and manage candidates in Greenhouse.',
        'Post jobs, screen applicants and run weekly hiring events for 900 seasonal roles.',
        'Run new hire onboarding sessions and collect paperwork on the first day.',
      ],
    },
    {
      name: 'Silver Sage Resorts',
      position: 'Front Desk Agent',
      startDate: '2023-03',
      endDate: '2024-06',
      highlights: ['Checked in up to 300 guests a shift and handled billing questions.'],
    },
  ],
  education: [
    {
      institution: 'University of Nevada, Las Vegas',
      studyType: 'Bachelor of Science',
      area: 'Hospitality Management',
      endDate: '2023-05',
    },
  ],
  skills: [
    { name: 'Recruiting', keywords: ['Recruiting', 'Interview scheduling', 'Onboarding'] },
    { name: 'Tools', keywords: ['Greenhouse', 'Microsoft Office'] },
  ],
  languages: [
    { language: 'English', fluency: 'Native speaker' },
    { language: 'Spanish', fluency: 'Conversational' },
  ],
};
