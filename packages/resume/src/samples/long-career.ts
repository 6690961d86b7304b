import type { Resume } from '../model/resume.ts';
import { sampleSettings } from './sample-settings.ts';

/** A senior engineer with fifteen years of history: two to three pages in most templates. */
export const longCareerSample: Resume = {
  basics: {
    name: 'Priya Raman',
    label: 'Staff Software Engineer, Platform Infrastructure',
    email: 'priya.raman@example.com',
    phone: '+1 (415) 555-0134',
    url: 'https://priyaraman.dev',
    summary:
      'Staff engineer with fifteen years of experience building reliable, efficient distributed systems. I lead platform teams through ambiguous, high-traffic problems, from the first profile of a slow service to the workflow that keeps it fast, and I care as much about the engineers using a platform as the machines running it.\nCertified Kubernetes Administrator; fluent in Go, TypeScript and Python.',
    location: { city: 'San Francisco', region: 'CA', countryCode: 'US' },
    profiles: [
      { network: 'GitHub', username: 'priyaraman', url: 'https://github.com/priyaraman' },
      {
        network: 'LinkedIn',
        username: 'priya-raman',
        url: 'https://www.linkedin.com/in/priya-raman',
      },
    ],
  },
  work: [
    {
      name: 'Northwind Cloud',
      position: 'Staff Software Engineer',
      location: 'San Francisco, CA',
      url: 'https://northwind.example.com',
      startDate: '2021-03',
      description: 'Infrastructure platform serving 4,000 engineering teams',
      summary: 'Technical lead for the compute platform group (three teams, 22 engineers).',
      highlights: [
        'Designed a multi-region scheduler that cut p99 deploy time from 14 minutes to 90 seconds across 12,000 services.',
        'Led the migration of 1,800 services to a unified service mesh with zero customer-facing incidents.',
        'Introduced an efficiency review workflow that reduced annual compute spend by $4.2M.',
        'Mentored nine engineers; four were promoted to senior or staff during my tenure.',
        'Wrote the platform’s reliability charter, now the basis of every team’s on-call practice.',
      ],
    },
    {
      name: 'Lumen Payments',
      position: 'Senior Software Engineer',
      location: 'Oakland, CA',
      startDate: '2017-06',
      endDate: '2021-02',
      summary: 'Owned the ledger and settlement services behind $30B in yearly payment volume.',
      highlights: [
        'Rebuilt the settlement pipeline as an idempotent event-sourced workflow, ending a class of double-payout bugs.',
        'Cut ledger reconciliation from six hours to 25 minutes by partitioning on merchant and replaying in parallel.',
        'Built an offline replay tool that lets support engineers investigate disputes without database access.',
        'Drove the PCI DSS audit for the platform group two years running with no findings.',
      ],
    },
    {
      name: 'Brightline Health',
      position: 'Software Engineer II',
      location: 'Boston, MA',
      startDate: '2014-09',
      endDate: '2017-05',
      highlights: [
        'Built the patient-profile service used by 40 clinics, handling 2M record reads a day.',
        'Added field-level encryption and audit trails to meet HIPAA requirements ahead of a major contract.',
        'Reduced the flaky-test rate of the main repository from 9% to under 1% with quarantine tooling.',
        'Ran the internal TypeScript guild and its monthly workshops.',
      ],
    },
    {
      name: 'Cobalt Analytics',
      position: 'Software Engineer',
      location: 'Cambridge, MA',
      startDate: '2012-07',
      endDate: '2014-08',
      highlights: [
        'Shipped the first streaming ingestion path, replacing nightly batch loads for the top 50 customers.',
        'Wrote the query planner’s cost model for time-series roll-ups, speeding common dashboards fourfold.',
        'Set up continuous delivery for the analytics product: deploys went from monthly to daily.',
      ],
    },
    {
      name: 'Massachusetts Institute of Technology',
      position: 'Research Assistant, Parallel Systems Lab',
      location: 'Cambridge, MA',
      startDate: '2010-09',
      endDate: '2012-06',
      highlights: [
        'Co-authored a work-stealing scheduler for irregular graph workloads, published at PPoPP.',
        'Maintained the lab’s 128-node cluster and its job submission workflow.',
      ],
    },
    {
      name: 'Tata Consultancy Services',
      position: 'Software Engineering Intern',
      location: 'Chennai, India',
      startDate: '2009-05',
      endDate: '2009-08',
      highlights: ['Automated regression tests for a banking client’s offline branch system.'],
    },
  ],
  projects: [
    {
      name: 'kubeflight',
      description: 'Open-source pre-flight checker for Kubernetes manifests.',
      url: 'https://github.com/priyaraman/kubeflight',
      startDate: '2019',
      roles: ['Creator', 'Maintainer'],
      highlights: [
        'Catches misconfigured probes, limits and affinity rules before deploy; 3,100 GitHub stars.',
        'Adopted by two CNCF projects as part of their release workflow.',
      ],
      keywords: ['Go', 'Kubernetes', 'Static analysis'],
    },
    {
      name: 'Ledger replay',
      description: 'A deterministic replay harness for event-sourced financial systems.',
      entity: 'Lumen Payments',
      startDate: '2019-02',
      endDate: '2020-01',
      highlights: ['Made every production incident reproducible on a laptop within minutes.'],
      keywords: ['Kotlin', 'Kafka', 'PostgreSQL'],
    },
    {
      name: 'Flame graph diffing',
      description: 'A CLI that compares two CPU profiles and highlights regressions.',
      url: 'https://github.com/priyaraman/flamediff',
      startDate: '2022-05',
      keywords: ['Rust', 'Profiling'],
    },
  ],
  education: [
    {
      institution: 'Massachusetts Institute of Technology',
      area: 'Electrical Engineering and Computer Science',
      studyType: 'Master of Engineering',
      startDate: '2010-09',
      endDate: '2012-06',
      score: '5.0/5.0',
      courses: ['Distributed Systems', 'Advanced Algorithms', 'Computer Architecture'],
    },
    {
      institution: 'Indian Institute of Technology Madras',
      area: 'Computer Science and Engineering',
      studyType: 'Bachelor of Technology',
      startDate: '2006-07',
      endDate: '2010-05',
      score: '9.1/10',
    },
  ],
  skills: [
    {
      name: 'Languages',
      level: 'Expert',
      keywords: ['Go', 'TypeScript', 'Python', 'Kotlin', 'SQL'],
    },
    { name: 'Infrastructure', keywords: ['Kubernetes', 'Envoy', 'Terraform', 'AWS', 'GCP'] },
    { name: 'Data', keywords: ['PostgreSQL', 'Kafka', 'Redis', 'ClickHouse'] },
    { name: 'Practices', keywords: ['Incident command', 'Capacity planning', 'Technical writing'] },
  ],
  certificates: [
    {
      name: 'Certified Kubernetes Administrator',
      issuer: 'Cloud Native Computing Foundation',
      date: '2020-11',
      url: 'https://www.cncf.io/certification/cka/',
    },
    {
      name: 'AWS Certified Solutions Architect – Professional',
      issuer: 'Amazon Web Services',
      date: '2019-04',
    },
    {
      name: 'Certified Information Systems Security Professional',
      issuer: 'ISC2',
      date: '2018-09-14',
    },
  ],
  awards: [
    {
      title: 'Engineering Excellence Award',
      awarder: 'Northwind Cloud',
      date: '2023',
      summary: 'For the multi-region scheduler and its migration plan.',
    },
    { title: 'Best Paper Nominee', awarder: 'PPoPP', date: '2012-02' },
  ],
  publications: [
    {
      name: 'Work Stealing for Irregular Graph Workloads',
      publisher: 'ACM PPoPP',
      releaseDate: '2012-02',
      url: 'https://doi.org/10.1145/2145816.2145820',
      summary: 'A locality-aware scheduler that improves graph traversal throughput by 35%.',
    },
    {
      name: 'Designing Idempotent Payment Workflows',
      publisher: 'InfoQ',
      releaseDate: '2020-08-18',
      summary: 'Patterns for exactly-once effects in payment pipelines.',
    },
  ],
  volunteer: [
    {
      organization: 'Code Nation',
      position: 'Volunteer Instructor',
      startDate: '2015-01',
      endDate: '2019-12',
      summary: 'Taught introductory web development to high-school students in Oakland.',
      highlights: ['Wrote the course’s first unit on debugging, still in use.'],
    },
    {
      organization: 'Women in Distributed Systems',
      position: 'Meetup Organiser',
      startDate: '2018-03',
      highlights: ['Grew the San Francisco chapter to 1,200 members and 40 talks.'],
    },
  ],
  languages: [
    { language: 'English', fluency: 'Native or bilingual' },
    { language: 'Tamil', fluency: 'Native' },
    { language: 'Hindi', fluency: 'Professional working' },
  ],
  interests: [
    { name: 'Performance engineering', keywords: ['Profilers', 'Flame graphs'] },
    { name: 'Long-distance cycling', keywords: ['Audax', 'Randonneuring'] },
  ],
  references: [
    {
      name: 'Daniel Okoye, VP Engineering, Northwind Cloud',
      reference: 'Priya is the engineer I call when a problem has no owner and no obvious answer.',
    },
  ],
  resumio: sampleSettings({
    title: 'Staff engineer – full history',
    templateId: 'classic',
    design: {
      fontFamily: 'source-serif-4',
      accentColor: '#1f2937',
      fontSize: 10.5,
      lineHeight: 1.3,
    },
  }),
};
