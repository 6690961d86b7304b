import type { Resume } from '@resumio/resume-model';
import { describe, expect, it } from 'vitest';
import { checkTruthfulness } from '../guard/truthfulness.ts';
import { match } from '../score/match.ts';
import { plainTitle } from './rewrite-summary.ts';
import { tailor } from './tailor.ts';

const NOW = '2026-11-01';
const summaryOf = (resume: Resume, job: Parameters<typeof tailor>[1]) =>
  tailor(resume, job, { now: NOW }).changes.find((c) => c.kind === 'rewrite-summary');

function resume(overrides: Partial<Resume>): Resume {
  return { basics: { name: 'Sam Doe', ...overrides.basics }, ...overrides } as Resume;
}

describe('plainTitle', () => {
  it('drops how a job was held and keeps what it was', () => {
    expect(plainTitle('Frontend Engineer (Full-time)')).toBe('Frontend Engineer');
    expect(plainTitle('Backend Engineer, Freelance (Part-time)')).toBe('Backend Engineer');
    expect(plainTitle('Software Engineer (Remote, Contract)')).toBe('Software Engineer');
    expect(plainTitle('Staff Software Engineer, Platform Infrastructure')).toBe(
      'Staff Software Engineer, Platform Infrastructure',
    );
    expect(plainTitle('Civil Engineer, Site Design (Residential)')).toBe(
      'Civil Engineer, Site Design, Residential',
    );
  });
});

describe('the rewritten summary', () => {
  it('names the employers where the role was held, not a later one with another title', () => {
    const engineer = resume({
      basics: { name: 'Jo Pruitt', label: 'Controls Engineer' },
      work: [
        {
          name: 'Zumbro Automation',
          position: 'Controls Engineer',
          startDate: '2021-09',
          highlights: ['Programmed PLCs for packaging lines.'],
        },
        {
          name: 'Prairie Foods',
          position: 'Electrical Engineer I',
          startDate: '2020-06',
          endDate: '2021-08',
          highlights: ['Drew panel schedules and one-line diagrams in AutoCAD.'],
        },
      ],
      skills: [{ name: 'Tools', keywords: ['AutoCAD'] }],
    });
    const job = {
      jobTitle: 'Electrical Engineer',
      jobDescription:
        'Requirements: AutoCAD, one-line diagrams, panel schedules, power distribution design.',
    };
    const after = String(summaryOf(engineer, job)!.after);
    // One year in the role against five years of dates would read as the whole career: the lead
    // names no years then.
    expect(after).toMatch(/^Electrical Engineer I at Prairie Foods\. /);
    expect(after).not.toContain('Zumbro');
  });

  it('keeps the writer’s summary word for word and names after it what the resume proves', () => {
    const written = 'Backend engineer with four years of building payment APIs, most of it remote.';
    const engineer = resume({
      basics: { name: 'Ada Okoro', summary: written },
      work: [
        {
          name: 'Paystead',
          position: 'Backend Engineer',
          startDate: '2022-01',
          endDate: '2026-06',
          highlights: ['Built payment APIs in Node.js on PostgreSQL.'],
        },
      ],
    });
    const job = {
      jobTitle: 'Backend Engineer',
      jobDescription: 'Requirements: Node.js, PostgreSQL and REST APIs for payment products.',
    };
    const change = summaryOf(engineer, job)!;
    expect(change.before).toBe(written);
    expect(String(change.after)).toBe(`${written} Skilled in Node.js and PostgreSQL.`);
    expect(change.reason).toMatch(/^Keeps your summary as you wrote it/);
  });

  it('ends the writer’s last sentence before adding one, and adds nothing the summary names', () => {
    const admin = resume({
      basics: { name: 'Ravi K', summary: 'Systems administrator for Windows, Unix' },
      work: [
        {
          name: 'Hostwell',
          position: 'Systems Administrator',
          startDate: '2019-01',
          highlights: ['Automated server builds with Ansible and Python scripts.'],
        },
      ],
    });
    const job = {
      jobTitle: 'DevOps Engineer',
      jobDescription: 'Requirements: Linux, Ansible, Python and Windows administration.',
    };
    const after = String(summaryOf(admin, job)!.after);
    expect(after.startsWith('Systems administrator for Windows, Unix. Skilled in ')).toBe(true);
    // Unix is not Linux, and Windows is named already.
    expect(after).not.toMatch(/Linux|Skilled in.*Windows/);
    expect(after).toMatch(/Ansible/);
  });

  it('leaves a summary written in another language as it is', () => {
    const developer = resume({
      basics: {
        name: 'Lucía Pérez',
        summary: 'Desarrolladora de software con más de 9 años de experiencia en equipos ágiles.',
      },
      work: [
        {
          name: 'System73',
          position: 'Backend Developer',
          startDate: '2019-01',
          highlights: ['Diseño de APIs REST con Node.js y PostgreSQL.'],
        },
      ],
    });
    const job = {
      jobTitle: 'Backend Developer',
      jobDescription: 'Requirements: Node.js, PostgreSQL, REST APIs and Docker.',
    };
    expect(summaryOf(developer, job)).toBeUndefined();
  });

  it('says freelance work is freelance, not a company called "Freelance"', () => {
    const analyst = resume({
      work: [
        {
          name: 'Freelance',
          position: 'Data Analyst',
          startDate: '2025-01',
          endDate: '2025-06',
          highlights: ['Built SQL models and Tableau dashboards for two retailers.'],
        },
        {
          name: 'Salt & Cedar',
          position: 'General Manager',
          startDate: '2018-03',
          endDate: '2024-12',
          highlights: ['Ran a 40-seat restaurant.'],
        },
      ],
    });
    const job = {
      jobTitle: 'Data Analyst',
      jobDescription: 'Requirements: SQL, Tableau, statistics and stakeholder communication.',
    };
    const after = String(summaryOf(analyst, job)!.after);
    expect(after).toMatch(/^Data Analyst, working freelance\. Skilled in /);
    expect(after).not.toMatch(/at Freelance|Salt & Cedar/);
  });

  it('counts the years of the role it names, not of every job', () => {
    const sdr = resume({
      basics: { name: 'Sam Doe' },
      work: [
        {
          name: 'Ledgerly',
          position: 'Sales Development Representative',
          startDate: '2025-03',
          highlights: ['Prospected into finance teams and logged every touch in HubSpot CRM.'],
        },
        {
          name: 'Lakeview Athletic Club',
          position: 'Front Desk Associate',
          startDate: '2022-06',
          endDate: '2025-02',
          highlights: ['Checked in members and sold memberships.'],
        },
      ],
      skills: [{ name: 'Sales', keywords: ['Prospecting', 'HubSpot'] }],
    });
    const job = {
      jobTitle: 'Account Executive',
      jobDescription:
        'Requirements: prospecting, a CRM such as HubSpot or Salesforce, closing and negotiation. 2+ years of experience.',
    };
    const change = summaryOf(sdr, job)!;
    // A year and a half in the role against four and a half years of dates: no number of years
    // that would read as the whole career.
    expect(change.after).toMatch(/^Sales Development Representative at Ledgerly\. /);
    expect(change.after).not.toMatch(/\byears?\b/);
    expect(checkTruthfulness(sdr, String(change.after))).toEqual([]);
  });

  it('counts a title held in other words ("Software Engineer" for a backend role)', () => {
    const engineer = resume({
      basics: { name: 'Ada Okoro', label: 'Backend Engineer' },
      work: [
        {
          name: 'Routefield',
          position: 'Backend Engineer',
          startDate: '2023-01',
          highlights: ['Built REST APIs in Node.js and TypeScript on PostgreSQL.'],
        },
        {
          name: 'Paystead',
          position: 'Software Engineer',
          startDate: '2020-01',
          endDate: '2022-12',
          highlights: ['Wrote SQL migrations and Node.js workers.'],
        },
      ],
    });
    const job = {
      jobTitle: 'Backend Engineer',
      jobDescription: 'Requirements: Node.js, TypeScript, PostgreSQL, REST APIs and SQL.',
    };
    expect(summaryOf(engineer, job)!.after).toMatch(/^Backend Engineer with 6 years of experience/);
  });

  it('keeps a requirement that only a dropped sentence named, however long the list', () => {
    const skills = [
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'REST APIs',
      'SQL',
      'Docker',
      'AWS',
      'Git',
      'Redis',
      'GraphQL',
      'Kubernetes',
    ];
    const engineer = resume({
      basics: {
        name: 'Ada Okoro',
        summary: 'Backend engineer with six years of building services for logistics products.',
      },
      work: [
        {
          name: 'Routefield',
          position: 'Backend Engineer',
          startDate: '2020-01',
          highlights: [`Built services with ${skills.join(', ')}.`],
        },
      ],
      skills: [{ name: 'Backend', keywords: skills }],
    });
    const job = {
      jobTitle: 'Backend Engineer',
      jobDescription: `Requirements: ${skills.join(', ')}. Nice to have: experience in logistics.`,
    };
    const before = match(engineer, job, { now: NOW });
    expect(before.keywords.find((k) => k.term === 'Logistics')?.found).toBe(true);
    const result = tailor(engineer, job, { now: NOW });
    const after = match(result.document, job, { now: NOW });
    expect(after.keywords.find((k) => k.term === 'Logistics')?.found).toBe(true);
    const preferred = (m: typeof before) =>
      m.components.find((c) => c.name === 'Preferred skills')!;
    expect(preferred(after).score).toBeGreaterThanOrEqual(preferred(before).score);
  });
});
