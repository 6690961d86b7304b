import type { Resume } from '@resumio/resume-model';

/** Help desk technician with A+ and Active Directory: strong for the IT support posting. */
export const farouk: Resume = {
  basics: {
    name: 'Omar Farouk',
    label: 'IT Support Technician',
    email: 'omar.farouk@example.com',
    location: { city: 'Grand Rapids', region: 'MI', countryCode: 'US' },
    summary:
      'IT support technician with four years of help desk and desktop support for multi-site organizations. Patient with users and methodical with problems.',
  },
  work: [
    {
      name: 'Lakeshore Health Partners',
      position: 'Desktop Support Technician',
      startDate: '2023-04',
      highlights: [
        'Resolve about 45 tickets a week in ServiceNow for 600 staff across nine clinics, 96% within SLA.',
        'Troubleshoot Windows 11 laptops, printers, VPN and Wi-Fi issues on site and remotely.',
        'Manage user accounts, security groups and password resets in Active Directory and Microsoft 365.',
        'Image and deploy laptops with Intune and keep the hardware inventory current.',
        'Wrote 30 knowledge base articles that cut repeat tickets for common fixes.',
      ],
    },
    {
      name: 'West Michigan Community College',
      position: 'Help Desk Analyst',
      startDate: '2021-08',
      endDate: '2023-03',
      highlights: [
        'Answered phone and chat support for students and staff on Microsoft Office, email and the LMS.',
        'Set up classroom AV and basic network patching.',
      ],
    },
  ],
  education: [
    {
      institution: 'Grand Rapids Community College',
      studyType: 'Associate of Applied Science',
      area: 'Computer Support and Networking',
      endDate: '2021-05',
    },
  ],
  certificates: [
    { name: 'CompTIA A+', issuer: 'CompTIA', date: '2021-07' },
    { name: 'CompTIA Network+', issuer: 'CompTIA', date: '2024-03' },
  ],
  skills: [
    {
      name: 'Support',
      keywords: ['Troubleshooting', 'Technical support', 'Ticketing', 'Networking'],
    },
    {
      name: 'Systems',
      keywords: ['Windows', 'Active Directory', 'Microsoft 365', 'ServiceNow', 'Intune'],
    },
  ],
};

/** SaaS customer support agent, no IT administration: partial for the IT support posting. */
export const lennox: Resume = {
  basics: {
    name: 'Shauna Lennox',
    label: 'Customer Support Specialist',
    email: 'shauna.lennox@example.com',
    location: { city: 'Kalamazoo', region: 'MI', countryCode: 'US' },
    summary:
      'Customer support specialist with three years of helping small businesses get the most out of a point-of-sale product.',
  },
  work: [
    {
      name: 'Tillwise',
      position: 'Customer Support Specialist, Tier 2',
      startDate: '2023-09',
      highlights: [
        'Handle 50+ Zendesk tickets and chats a day with a 95% customer satisfaction score.',
        'Troubleshoot card readers, receipt printers and Wi-Fi connection problems with merchants by phone.',
        'Escalate bugs to engineering with clear reproduction steps.',
      ],
    },
    {
      name: 'Bronson Outfitters',
      position: 'Customer Service Representative',
      startDate: '2022-06',
      endDate: '2023-08',
      highlights: ['Answered order and return questions by phone and email.'],
    },
  ],
  education: [
    {
      institution: 'Western Michigan University',
      studyType: 'Bachelor of Arts',
      area: 'Communication',
      endDate: '2022-04',
    },
  ],
  skills: [
    { name: 'Support', keywords: ['Customer service', 'Troubleshooting', 'Live chat'] },
    { name: 'Tools', keywords: ['Zendesk', 'Slack', 'Google Workspace', 'Microsoft Office'] },
  ],
};
