import type { Resume } from '../model/resume.ts';
import { getSample } from '../samples/index.ts';

export function sample(id: string): Resume {
  const resume = getSample(id);
  if (!resume) throw new Error(`No sample ${id}`);
  return resume;
}

/** A JSON Resume as another tool would write it, with fields no schema knows about. */
export const foreignJsonResume = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  'x-generator': { name: 'some-cli', version: '3.1.0' },
  basics: {
    name: 'Ada Nwosu',
    label: 'Site Reliability Engineer',
    email: 'ada@example.net',
    url: 'https://ada.example.net',
    pronouns: 'she/her',
    location: { city: 'Dublin', countryCode: 'IE', timezone: 'Europe/Dublin' },
    profiles: [
      { network: 'Mastodon', username: 'ada', url: 'https://hachyderm.io/@ada', verified: true },
    ],
  },
  work: [
    {
      name: 'Fjord Systems',
      position: 'SRE',
      startDate: '2019-04',
      highlights: ['Halved paging volume with SLO-based alerting.'],
      team: { size: 6, remote: true },
      tags: ['on-call'],
    },
  ],
  skills: [{ name: 'Observability', keywords: ['Prometheus', 'Grafana'], years: 6 }],
  certificates: [{ name: 'CKA', issuer: 'CNCF', date: '2021', credentialId: 'LF-123' }],
  projects: [{ name: 'slo-kit', startDate: '2022-01-15', roles: ['Author'], stars: 410 }],
  meta: { version: 'v1.0.0', lastModified: '2024-02-01T10:00:00', theme: 'elegant' },
  customTopLevel: [1, 2, 3],
};
