import type { Resume } from '@resumio/resume-model';

// Small documents the unit tests share: one posting and one resume per field they exercise.

export const NURSE_POSTING = `Registered Nurse - Telemetry

Responsibilities
- Monitor cardiac rhythms and document care in the EMR
- Administer medications and IV therapy

Requirements
- Active RN license
- BLS and ACLS required
- 2+ years of acute care experience

Preferred
- BSN preferred
- Bilingual in Spanish is a plus`;

export const BACKEND_POSTING = `Backend Engineer

What you'll do
- Build services in Go and run them on Kubernetes

Requirements
- 3+ years of experience with Go or Java
- Experience with PostgreSQL and REST APIs
- Strong written communication skills

Nice to have
- Terraform; Kafka is a plus`;

export const backendResume: Resume = {
  basics: {
    name: 'Ana Ruiz',
    label: 'Software Engineer',
    summary: 'Engineer who builds reliable services.',
  },
  work: [
    {
      name: 'Quillpay',
      position: 'Software Engineer',
      startDate: '2021-01',
      endDate: '2025-06',
      highlights: [
        'Mentored two interns.',
        'Cut report latency 20% by tuning Postgres indexes.',
        'Built payment services in Golang deployed to K8s.',
      ],
    },
    {
      name: 'Bitforge',
      position: 'Junior Developer',
      startDate: '2018-03',
      endDate: '2020-12',
      highlights: ['Wrote REST APIs in Java for the billing team.'],
    },
  ],
  skills: [{ name: 'Languages', keywords: ['Java', 'SQL'] }],
  education: [
    {
      institution: 'State University',
      studyType: 'Bachelor of Science',
      area: 'Computer Science',
      endDate: '2018',
    },
  ],
};

/** The same document with every object's keys in reverse order. */
export function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reverseKeys(v)]),
    ) as T;
  }
  return value;
}
