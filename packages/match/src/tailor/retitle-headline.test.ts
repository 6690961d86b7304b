import type { Resume } from '@resumio/resume-model';
import { describe, expect, it } from 'vitest';
import { checkTruthfulness } from '../guard/truthfulness.ts';
import { match } from '../score/match.ts';
import { tailor } from './tailor.ts';

const nurse: Resume = {
  basics: { label: 'Nurse, BSN', summary: 'Nurse on a busy surgical floor.' },
  work: [
    {
      name: 'Lakeside General',
      position: 'Staff RN, Medical-Surgical Unit',
      startDate: '2021-02',
      endDate: '2025-09',
      highlights: ['Administered medications and IV therapy to 6 patients a shift.'],
    },
  ],
  certificates: [{ name: 'Registered Nurse (RN)' }],
  education: [{ institution: 'Ohio State', studyType: 'BSN', area: 'Nursing', endDate: '2020' }],
};

const medSurg = {
  jobDescription: `Registered Nurse – Medical-Surgical Unit (Nights)
Requirements
- Active RN license
- Medication administration and IV therapy`,
  jobTitle: 'Registered Nurse – Medical-Surgical Unit (Nights)',
};

const headlineOf = (resume: Resume, job: { jobDescription: string; jobTitle?: string }) =>
  tailor(resume, job).changes.find((c) => c.kind === 'retitle-headline');

const titleScore = (resume: Resume, job: { jobDescription: string; jobTitle?: string }) =>
  match(resume, job).components.find((c) => c.name === 'Title alignment')!.score;

describe('retitle headline', () => {
  it('names the held role in the posting’s words, with the parts of the title the resume shows', () => {
    const change = headlineOf(nurse, medSurg);
    // "Staff RN" is the posting's "Registered Nurse"; the unit is in the job title; nights are
    // the posting's shift, not the resume's; the degree stays.
    expect(change).toMatchObject({
      id: 'retitle-headline:basics.label',
      path: 'basics.label',
      before: 'Nurse, BSN',
      after: 'Registered Nurse – Medical-Surgical Unit, BSN',
    });
    expect(checkTruthfulness(nurse, change!.after as string)).toEqual([]);
    const result = tailor(nurse, medSurg);
    expect(titleScore(result.document, medSurg)).toBeGreaterThan(titleScore(nurse, medSurg));
  });

  it('leads a new summary with the same role, and keeps a summary the writer wrote', () => {
    const bare = { ...nurse, basics: { label: 'Nurse, BSN' } };
    const summary = tailor(bare, medSurg).changes.find((c) => c.kind === 'rewrite-summary');
    expect(summary?.after).toMatch(/^Registered Nurse \(Medical-Surgical Unit\) with 4 years/);
    const own = tailor(nurse, medSurg).changes.find((c) => c.kind === 'rewrite-summary');
    expect(own?.after ?? nurse.basics!.summary).toMatch(/^Nurse on a busy surgical floor\./);
  });

  it('keeps the job title’s own rank and never adds one it lacks', () => {
    const engineer: Resume = {
      basics: { label: 'Engineer' },
      work: [
        {
          name: 'Paystead',
          position: 'Senior Backend Engineer',
          startDate: '2022-01',
          endDate: '2025-06',
          highlights: ['Built Node.js services for card payments.'],
        },
      ],
    };
    const posting = (title: string) => ({
      jobDescription: `${title}\nRequirements\n- Node.js\n- PostgreSQL`,
      jobTitle: title,
    });
    expect(headlineOf(engineer, posting('Backend Engineer (Node.js)'))?.after).toBe(
      'Senior Backend Engineer (Node.js)',
    );
    const junior = structuredClone(engineer);
    junior.work![0]!.position = 'Backend Engineer';
    expect(headlineOf(junior, posting('Principal Backend Engineer (Node.js)'))?.after).toBe(
      'Backend Engineer (Node.js)',
    );
  });

  it('proposes nothing for another role, a lower rank or a role held only before', () => {
    const manager: Resume = {
      basics: { label: 'Retail leader' },
      work: [
        {
          name: 'HomeCraft',
          position: 'Assistant Store Manager',
          startDate: '2022-01',
          endDate: '2025-06',
          highlights: ['Ran the stockroom and scheduled 40 associates.'],
        },
        {
          name: 'Aisle Nine',
          position: 'Warehouse Supervisor',
          startDate: '2018-01',
          endDate: '2021-12',
          highlights: ['Supervised receiving.'],
        },
      ],
    };
    const posting = (title: string) => ({
      jobDescription: `${title}\nRequirements\n- Inventory management\n- Scheduling`,
      jobTitle: title,
    });
    expect(headlineOf(manager, posting('Store Manager'))).toBeUndefined();
    expect(headlineOf(manager, posting('Warehouse Supervisor'))).toBeUndefined();
    expect(headlineOf(manager, posting('Operations Analyst'))).toBeUndefined();
    expect(headlineOf(manager, posting('Assistant Store Manager'))?.after).toBe(
      'Assistant Store Manager',
    );
  });

  it('reads the resume’s own headline as naming its current job more closely', () => {
    const supervisor: Resume = {
      basics: { label: 'Warehouse Operations Supervisor' },
      work: [
        {
          name: 'Midway Logistics',
          position: 'Operations Supervisor, 2nd Shift',
          startDate: '2022-01',
          endDate: '2025-06',
          highlights: ['Ran inbound receiving with 20 associates on RF scanners.'],
        },
      ],
    };
    const posting = {
      jobDescription:
        'Warehouse Operations Supervisor – Inbound\nRequirements\n- RF scanners\n- Team supervision',
      jobTitle: 'Warehouse Operations Supervisor – Inbound',
    };
    expect(headlineOf(supervisor, posting)?.after).toBe(
      'Warehouse Operations Supervisor – Inbound',
    );
    const assistant = structuredClone(supervisor);
    assistant.work![0]!.position = 'Assistant Operations Supervisor';
    expect(headlineOf(assistant, posting)).toBeUndefined();
  });

  it('leaves a headline that already names the posting’s title as it is', () => {
    const named = structuredClone(nurse);
    named.basics!.label = 'Registered Nurse – Medical-Surgical Unit';
    expect(headlineOf(named, medSurg)).toBeUndefined();
  });
});
