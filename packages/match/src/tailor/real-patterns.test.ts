// Patterns seen on real resumes: brands that share a skill's name, a sibling system named for
// another, imported lists with labels and numbering, and a writer's own summary.
import type { Resume } from '@resumio/resume-model';
import { describe, expect, it } from 'vitest';
import { resumeStrings } from '../guard/resume-facts.ts';
import { tailor } from './tailor.ts';

const NOW = '2026-11-01';
const allText = (resume: Resume) => resumeStrings(resume).join('\n');

describe('tailoring on patterns of real resumes', () => {
  it('adds no skill from a brand or a phrase that shares its name', () => {
    const marketer: Resume = {
      basics: { name: 'Kiran Rao', summary: 'Brand manager for home care products.' },
      work: [
        {
          name: 'Hindmark Consumer',
          position: 'Brand Manager',
          startDate: '2019-01',
          endDate: '2025-06',
          highlights: [
            'Relaunched Surf Excel and Close Up across 4 regions with a 12% share gain.',
            'Ran trade promotions with 300 distributors.',
          ],
        },
      ],
      skills: [{ name: 'Marketing', keywords: ['Brand management', 'Trade marketing'] }],
    };
    const job = {
      jobTitle: 'Financial Analyst',
      jobDescription:
        'Requirements\n- Excel\n- Closing the books each month\n- Networking\n- Financial modelling',
    };
    const out = tailor(marketer, job, { now: NOW });
    const added = out.changes.filter((c) => c.kind === 'add-skill').map((c) => c.after);
    expect(added).not.toContain('Excel');
    expect(added).not.toContain('Closing');
    expect(String(out.document.basics?.summary)).not.toMatch(/Excel|Closing|Networking/);
  });

  it('never claims one system from another, nor deletes a named one', () => {
    const admin: Resume = {
      basics: { name: 'Omar Haddad' },
      work: [
        {
          name: 'Northgate Bank',
          position: 'Systems Administrator',
          startDate: '2018-01',
          endDate: '2025-01',
          highlights: ['Administered Unix servers and Oracle databases for 40 branches.'],
        },
      ],
      skills: [{ name: 'Systems', keywords: ['Unix', 'Oracle', 'Shell scripting'] }],
    };
    const job = {
      jobTitle: 'DevOps Engineer',
      jobDescription: 'Requirements\n- Linux\n- Oracle\n- Shell scripting\n- Ansible',
    };
    const out = tailor(admin, job, { now: NOW });
    const text = allText(out.document);
    expect(text).not.toMatch(/Linux/);
    for (const keyword of ['Unix', 'Oracle', 'Shell scripting']) expect(text).toContain(keyword);
  });

  it('moves real bullets only, and keeps a numbered list in its order', () => {
    const developer: Resume = {
      basics: { name: 'Mei Lin' },
      work: [
        {
          name: 'Brightcart',
          position: 'Python Developer',
          startDate: '2020-01',
          endDate: '2025-01',
          highlights: [
            'Project: order tracking portal',
            'Responsibilities:',
            'Wrote onboarding guides for new support staff.',
            'Built REST APIs in Django for the order tracking portal.',
            'Environment: Python, Django, PostgreSQL',
          ],
        },
        {
          name: 'Quaystack',
          position: 'Junior Developer',
          startDate: '2018-01',
          endDate: '2019-12',
          highlights: [
            '1. Gathered requirements from the warehouse team.',
            '2. Wrote Python scripts to reconcile stock.',
            '3. Built Django admin pages for the stock team.',
          ],
        },
      ],
    };
    const job = {
      jobTitle: 'Backend Developer',
      jobDescription: 'Requirements\n- Python\n- Django\n- REST APIs\n- PostgreSQL',
    };
    const out = tailor(developer, job, { now: NOW });
    const [first, second] = out.document.work!;
    expect(first!.highlights!.slice(0, 2)).toEqual([
      'Project: order tracking portal',
      'Responsibilities:',
    ]);
    expect(first!.highlights![2]).toMatch(/^Built REST APIs/);
    expect(first!.highlights![4]).toBe('Environment: Python, Django, PostgreSQL');
    expect(second!.highlights!.map((h) => h.slice(0, 2))).toEqual(['1.', '2.', '3.']);
  });

  it('keeps the writer’s summary, years and all, and never states fewer years', () => {
    const summary = 'Accountant with over 11 years of experience in audit and month-end close.';
    const accountant: Resume = {
      basics: { name: 'Dana Ortiz', summary },
      work: [
        {
          name: 'Keller & Moss',
          position: 'Senior Accountant',
          startDate: '2023-01',
          endDate: '2025-06',
          highlights: ['Reconciled 45 accounts in NetSuite every month end.'],
        },
      ],
    };
    const job = {
      jobTitle: 'Senior Accountant',
      jobDescription: 'Requirements\n- NetSuite\n- Reconciliations\n- 5+ years of experience',
    };
    const out = tailor(accountant, job, { now: NOW });
    expect(String(out.document.basics!.summary).startsWith(summary)).toBe(true);
    const added = String(out.document.basics!.summary).slice(summary.length);
    expect(added).not.toMatch(/\byears?\b/);
  });
});
