import type { Resume } from '@resumio/resume-model';

/** Backend engineer, six years of Node.js and Postgres: strong for the backend posting. */
export const okafor: Resume = {
  basics: {
    name: 'Chidinma Okafor',
    label: 'Senior Backend Engineer',
    email: 'chidinma.okafor@example.com',
    location: { city: 'Omaha', region: 'NE', countryCode: 'US' },
    summary:
      'Backend engineer with six years of building APIs and data-heavy services for logistics and payments products. Happiest owning a service end to end, from schema design to the on-call dashboard.',
  },
  work: [
    {
      name: 'Routefield',
      position: 'Senior Backend Engineer',
      location: 'Remote',
      startDate: '2022-03',
      highlights: [
        'Designed the public REST API for shipment tracking, now used by 140 customer integrations with 99.95% monthly availability.',
        'Moved four Node.js services from EC2 to containers on AWS ECS with Docker, cutting deploy time from 25 minutes to 6.',
        'Rewrote the rate-quote engine in TypeScript and tuned its PostgreSQL queries, bringing p95 latency from 900 ms to 180 ms.',
        'Set up GitHub Actions pipelines with unit and contract tests that every service now uses.',
        'Mentored three engineers through their first on-call rotations.',
      ],
    },
    {
      name: 'Paystead',
      position: 'Software Engineer',
      location: 'Lincoln, NE',
      startDate: '2019-06',
      endDate: '2022-02',
      highlights: [
        'Built webhook and reconciliation workers in Node.js that processed 2 million payment events a day.',
        'Wrote SQL migrations and reporting views for the ledger database (Postgres).',
        'Added structured logging and Datadog monitors that cut the time to find payment failures by half.',
      ],
    },
    {
      name: 'University of Nebraska Omaha',
      position: 'Student Web Developer',
      startDate: '2017-09',
      endDate: '2019-05',
      highlights: ['Maintained the department course-scheduling site in PHP and MySQL.'],
    },
  ],
  education: [
    {
      institution: 'University of Nebraska Omaha',
      studyType: 'Bachelor of Science',
      area: 'Computer Science',
      endDate: '2019-05',
    },
  ],
  skills: [
    { name: 'Languages', keywords: ['TypeScript', 'JavaScript', 'SQL', 'Python'] },
    { name: 'Backend', keywords: ['Node.js', 'Express', 'PostgreSQL', 'Redis', 'REST APIs'] },
    { name: 'Infrastructure', keywords: ['AWS', 'Docker', 'Terraform', 'GitHub Actions', 'Git'] },
  ],
  certificates: [
    {
      name: 'AWS Certified Developer – Associate',
      issuer: 'Amazon Web Services',
      date: '2023-04',
    },
  ],
};

/** Front-end developer, React and TypeScript, light Node.js: partial for backend and for iOS. */
export const lindqvist: Resume = {
  basics: {
    name: 'Elin Lindqvist',
    label: 'Front-End Developer',
    email: 'elin.lindqvist@example.com',
    location: { city: 'Minneapolis', region: 'MN', countryCode: 'US' },
    summary:
      'Front-end developer who builds fast, accessible web apps in React and TypeScript, with some React Native and a little Node.js on the side.',
  },
  work: [
    {
      name: 'Bellhop Studio',
      position: 'Front-End Developer',
      startDate: '2021-08',
      highlights: [
        'Built the booking flow for a hotel chain in React and TypeScript, raising mobile conversion 14%.',
        'Shipped a React Native companion app for iOS and Android used by 60,000 guests.',
        'Wrote a small Node.js backend-for-frontend that merged three internal APIs for the web app.',
        'Led the move from Webpack to Vite and cut local build time by 70%.',
      ],
    },
    {
      name: 'Northmark Media',
      position: 'Web Developer',
      startDate: '2019-01',
      endDate: '2021-07',
      highlights: [
        'Built responsive marketing sites and landing pages in HTML, CSS and JavaScript.',
        'Added Jest and Cypress tests to the main site and brought regressions down noticeably.',
      ],
    },
  ],
  education: [
    {
      institution: 'Metropolitan State University',
      studyType: 'Bachelor of Arts',
      area: 'Web and Digital Media',
      endDate: '2018-12',
    },
  ],
  skills: [
    {
      name: 'Front end',
      keywords: ['React', 'TypeScript', 'JavaScript', 'HTML', 'CSS', 'Redux', 'Tailwind CSS'],
    },
    { name: 'Mobile', keywords: ['React Native'] },
    { name: 'Tools', keywords: ['Git', 'Jest', 'Cypress', 'Figma'] },
  ],
};

/** iOS engineer, seven years, UIKit and SwiftUI: strong for the iOS posting. */
export const tanaka: Resume = {
  basics: {
    name: 'Haruto Tanaka',
    label: 'iOS Engineer',
    email: 'haruto.tanaka@example.com',
    location: { city: 'Porto', countryCode: 'PT' },
    summary:
      'iOS engineer with seven years of shipping consumer apps in Swift. Comfortable across UIKit and SwiftUI, offline storage and test automation.',
  },
  work: [
    {
      name: 'Rumbo Maps',
      position: 'Senior iOS Engineer',
      startDate: '2022-01',
      highlights: [
        'Led the rebuild of trip planning in SwiftUI, shipped to 1.2 million monthly users.',
        'Kept the UIKit map screens and bridged them into the new SwiftUI navigation.',
        'Built an offline cache with Core Data so saved routes open without a connection.',
        'Raised unit test coverage of the networking layer from 20% to 75% with XCTest.',
        'Reviewed pull requests for a team of five and ran the weekly iOS guild.',
      ],
    },
    {
      name: 'Casa Lume',
      position: 'iOS Developer',
      startDate: '2019-09',
      endDate: '2021-12',
      highlights: [
        'Built a smart-home control app in Swift and UIKit that talks to a REST API over JSON.',
        'Maintained the legacy Objective-C pairing module and moved half of it to Swift.',
        'Automated TestFlight builds with Fastlane.',
      ],
    },
  ],
  education: [
    {
      institution: 'University of Porto',
      studyType: 'Master of Science',
      area: 'Informatics and Computing Engineering',
      endDate: '2019-07',
    },
  ],
  skills: [
    { name: 'iOS', keywords: ['Swift', 'SwiftUI', 'UIKit', 'Core Data', 'Objective-C'] },
    { name: 'Practices', keywords: ['XCTest', 'REST APIs', 'Git', 'Fastlane'] },
  ],
  languages: [
    { language: 'Japanese', fluency: 'Native speaker' },
    { language: 'English', fluency: 'Full professional' },
    { language: 'Portuguese', fluency: 'Conversational' },
  ],
};
