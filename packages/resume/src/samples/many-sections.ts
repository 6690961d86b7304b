import type { Resume } from '../model/resume.ts';
import { sampleSettings } from './sample-settings.ts';

/** Every section type, custom sections, a renamed and a hidden section, and a custom order. */
export const manySectionsSample: Resume = {
  basics: {
    name: 'Amara Okafor',
    label: 'Senior Product Manager',
    email: 'amara.okafor@example.org',
    phone: '+234 803 555 0199',
    url: 'https://amaraokafor.com',
    summary:
      'Product manager with eight years in fintech and logistics across Lagos and London. I build small, outcome-driven teams and ship products that work offline-first for the next billion users.',
    location: { city: 'Lagos', countryCode: 'NG' },
    profiles: [
      {
        network: 'LinkedIn',
        username: 'amaraokafor',
        url: 'https://www.linkedin.com/in/amaraokafor',
      },
      { network: 'X', username: 'amaraokafor' },
    ],
  },
  work: [
    {
      name: 'Kora Logistics',
      position: 'Senior Product Manager',
      location: 'Lagos, Nigeria',
      startDate: '2021-05',
      highlights: [
        'Launched offline-first driver app across 14 cities; on-time deliveries up 23%.',
        'Defined the pricing workflow that brought the marketplace to profitability in 2023.',
        'Hired and coached four product managers.',
      ],
    },
    {
      name: 'Monzo',
      position: 'Product Manager, Payments',
      location: 'London, UK',
      startDate: '2018-02',
      endDate: '2021-04',
      highlights: [
        'Shipped international transfers to 40 countries with a fraud rate under 0.02%.',
        'Owned the roadmap for card controls, used by 2.5M customers each month.',
      ],
    },
  ],
  education: [
    {
      institution: 'London School of Economics',
      area: 'Management',
      studyType: 'MSc',
      startDate: '2016-09',
      endDate: '2017-09',
    },
    {
      institution: 'University of Lagos',
      area: 'Economics',
      studyType: 'BSc',
      startDate: '2011',
      endDate: '2015',
      courses: ['Econometrics', 'Development Economics'],
    },
  ],
  volunteer: [
    {
      organization: 'She Code Africa',
      position: 'Mentor',
      url: 'https://shecodeafrica.org',
      startDate: '2019-01',
      summary: 'Mentor early-career women moving into product roles.',
    },
  ],
  awards: [
    { title: 'Product Leader of the Year', awarder: 'Africa Fintech Summit', date: '2023-11' },
  ],
  certificates: [{ name: 'Certified Scrum Product Owner', issuer: 'Scrum Alliance', date: '2018' }],
  publications: [
    {
      name: 'Designing for Intermittent Connectivity',
      publisher: 'Mind the Product',
      releaseDate: '2022-06-07',
      url: 'https://www.mindtheproduct.com/designing-for-intermittent-connectivity',
    },
  ],
  skills: [
    { name: 'Product', keywords: ['Discovery', 'Roadmapping', 'Pricing', 'Experimentation'] },
    { name: 'Analytics', keywords: ['SQL', 'Amplitude', 'Looker'] },
  ],
  languages: [
    { language: 'English', fluency: 'Native' },
    { language: 'Yoruba', fluency: 'Native' },
    { language: 'French', fluency: 'Conversational' },
  ],
  interests: [{ name: 'Afrobeat history', keywords: ['Vinyl collecting'] }],
  references: [
    { name: 'Available on request', reference: 'References from Kora and Monzo leadership.' },
  ],
  projects: [
    {
      name: 'Lagos Transit Map',
      description: 'A community-maintained map of danfo bus routes.',
      url: 'https://github.com/amaraokafor/lagos-transit',
      startDate: '2020',
      highlights: ['Used by 60,000 riders a month; routes contributed by 300 volunteers.'],
    },
  ],
  resumio: sampleSettings({
    title: 'Product – all sections',
    templateId: 'modern',
    design: { fontFamily: 'lato', accentColor: '#b45309', showPageNumbers: true },
    sections: {
      order: [
        'summary',
        'work',
        'custom:speaking',
        'projects',
        'education',
        'skills',
        'custom:patents',
        'publications',
        'awards',
        'certificates',
        'volunteer',
        'languages',
        'interests',
        'references',
      ],
      hidden: ['references'],
      titles: { work: 'Professional Experience', volunteer: 'Community' },
    },
    customSections: [
      {
        id: 'speaking',
        title: 'Speaking',
        entries: [
          {
            title: 'Building for the Next Billion',
            subtitle: 'Mind the Product, London',
            startDate: '2022-10',
            endDate: '2022-10',
            summary: 'Keynote on designing products for unreliable networks.',
          },
          {
            title: 'Pricing Marketplaces in Emerging Markets',
            subtitle: 'Lagos Startup Week',
            startDate: '2023-05',
            endDate: '2023-05',
            highlights: ['Workshop for 80 founders on unit economics.'],
          },
        ],
      },
      {
        id: 'patents',
        title: 'Patents',
        entries: [
          {
            title: 'Offline reconciliation of delivery records',
            subtitle: 'NG Patent 2023/0451',
            startDate: '2023-03',
            url: 'https://patents.example.org/ng-2023-0451',
          },
        ],
      },
    ],
  }),
};
