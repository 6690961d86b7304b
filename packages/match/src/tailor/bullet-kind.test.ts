import type { Resume } from '@resumio/resume-model';
import { describe, expect, it } from 'vitest';
import { checkTruthfulness } from '../guard/truthfulness.ts';
import { match } from '../score/match.ts';
import { tailor } from './tailor.ts';

function coordinator(highlights: string[], overrides: Partial<Resume> = {}): Resume {
  return {
    basics: { name: 'Sam Ortiz', label: 'Sales Coordinator' },
    work: [
      {
        name: 'Ledgerly',
        position: 'Sales Coordinator',
        startDate: '2022-01',
        endDate: '2025-06',
        highlights,
      },
    ],
    skills: [{ name: 'Tools', keywords: ['CRM', 'Excel'] }],
    ...overrides,
  };
}

const posting = {
  jobDescription:
    'Sales Coordinator\nRequirements\n- 2+ years of experience with a CRM\n- Excel\n- Pipeline reporting',
  jobTitle: 'Sales Coordinator',
};
const kindEdits = (resume: Resume) =>
  tailor(resume, posting, { now: '2026-01-01' }).changes.filter(
    (c) => c.kind === 'mirror-wording' && c.path.startsWith('work['),
  );

describe('naming the kind after a product in a bullet', () => {
  it('names the posting’s kind after the only product that proves it', () => {
    const resume = coordinator(['Logged every deal and forecast in Salesforce each week.']);
    const [edit] = kindEdits(resume);
    expect(edit).toMatchObject({
      path: 'work[0].highlights[0]',
      after: 'Logged every deal and forecast in Salesforce (CRM) each week.',
      keywords: ['CRM'],
    });
    expect(checkTruthfulness(resume, edit!.after as string)).toEqual([]);
    const out = tailor(resume, posting, { now: '2026-01-01' });
    const before = match(resume, posting, { now: '2026-01-01' });
    const after = match(out.document, posting, { now: '2026-01-01' });
    const crm = (r: typeof before) => r.keywords.find((k) => k.term === 'CRM')!;
    expect(crm(after).evidence.some((e) => e.text.includes('Salesforce (CRM)'))).toBe(true);
    expect(after.score).toBeGreaterThanOrEqual(before.score);
  });

  it('leaves a bullet that already names the kind, or proves it in the posting’s word', () => {
    expect(kindEdits(coordinator(['Kept the Salesforce CRM current for 40 accounts.']))).toEqual(
      [],
    );
    expect(
      kindEdits(
        coordinator(['Kept the CRM current for 40 accounts.', 'Built reports in Salesforce.']),
      ),
    ).toEqual([]);
  });

  it('does not put a second bracket in a list or split a longer word', () => {
    expect(
      kindEdits(coordinator(['Reported weekly from three tools (Salesforce, Excel).'])),
    ).toEqual([]);
    expect(kindEdits(coordinator(['Cleaned Salesforce-Daten for the DACH team.']))).toEqual([]);
  });
});
