import { describe, expect, it } from 'vitest';
import { checkTruthfulness } from '../guard/truthfulness.ts';
import { match } from '../score/match.ts';
import { BACKEND_POSTING, backendResume, reverseKeys } from '../testing/fixtures.ts';
import { applyChanges } from './apply-changes.ts';
import type { Resume } from '@resumio/resume-model';
import { tailor } from './tailor.ts';

const job = { jobDescription: BACKEND_POSTING, jobTitle: 'Backend Engineer' };
const text = (after: string | string[]) => (Array.isArray(after) ? after.join('\n') : after);

describe('tailor', () => {
  const result = tailor(backendResume, job);

  it('proposes each kind of change and raises the score', () => {
    const kinds = new Set(result.changes.map((c) => c.kind));
    for (const kind of ['reorder-bullets', 'add-skill', 'rewrite-summary', 'mirror-wording'])
      expect(kinds).toContain(kind);
    expect(result.scoreBefore).toBe(match(backendResume, job).score);
    expect(result.scoreAfter).toBeGreaterThan(result.scoreBefore);
    expect(result.scoreAfter).toBe(match(result.document, job).score);
  });

  it('never writes a missing requirement into the resume', () => {
    const missing = result.missing.map((m) => m.term);
    expect(missing).toContain('Terraform');
    const after = JSON.stringify(result.document);
    for (const term of ['Terraform', 'Kafka']) expect(after).not.toContain(term);
    for (const m of result.missing) expect(m.prompt).toMatch(/^Only (add|claim) /);
    const before = new Map(match(backendResume, job).keywords.map((k) => [k.term, k.found]));
    for (const k of match(result.document, job).keywords)
      if (k.found) expect(before.get(k.term)).toBe(true);
  });

  it('passes every change through the truthfulness guard', () => {
    for (const change of result.changes)
      expect(checkTruthfulness(backendResume, text(change.after))).toEqual([]);
  });

  it('writes the posting’s wording next to the resume’s own', () => {
    const mirrored = result.changes.filter((c) => c.kind === 'mirror-wording').map((c) => c.after);
    expect(mirrored).toContain(
      'Built payment services in Golang (Go) deployed to Kubernetes (K8s).',
    );
    expect(mirrored).toContain('Cut report latency 20% by tuning PostgreSQL (Postgres) indexes.');
    const added = result.changes.filter((c) => c.kind === 'add-skill').map((c) => c.after);
    expect(added).toContain('Go');
  });

  it('applies any subset of the changes on its own', () => {
    const reorder = result.changes.find((c) => c.kind === 'reorder-bullets')!;
    const summary = result.changes.find((c) => c.kind === 'rewrite-summary')!;
    const onlyReorder = applyChanges(backendResume, result.changes, [reorder.id]);
    expect(onlyReorder.work![0]!.highlights).toEqual(reorder.after);
    expect(onlyReorder.basics).toEqual(backendResume.basics);
    const two = applyChanges(backendResume, result.changes, [reorder.id, summary.id]);
    expect(two.basics!.summary).toBe(summary.after);
    expect(two.skills).toEqual(backendResume.skills);
    expect(applyChanges(backendResume, result.changes, [])).toEqual(backendResume);
    expect(
      applyChanges(
        backendResume,
        result.changes,
        result.changes.map((c) => c.id),
      ),
    ).toEqual(result.document);
  });

  it('composes a reorder with a rewrite of a bullet it moves', () => {
    const mirror = result.changes.find(
      (c) => c.kind === 'mirror-wording' && c.path.startsWith('work[0].highlights'),
    )!;
    const reorder = result.changes.find(
      (c) => c.kind === 'reorder-bullets' && c.path === 'work[0].highlights',
    )!;
    const both = applyChanges(backendResume, result.changes, [mirror.id, reorder.id]);
    expect(both.work![0]!.highlights).toContain(mirror.after);
    expect(both.work![0]!.highlights).toHaveLength(backendResume.work![0]!.highlights!.length);
  });

  it('adds a skill to a new group when no group fits, and leaves the input untouched', () => {
    const copy = structuredClone(backendResume);
    const noSkills = { ...copy, skills: [] };
    const out = tailor(noSkills, job);
    const add = out.changes.find((c) => c.kind === 'add-skill')!;
    expect(add.path).toBe('skills[0].keywords');
    expect(out.document.skills![0]!.name).toBe('Key skills');
    expect(copy).toEqual(backendResume);
  });

  it('gives the same changes and ids for the same input, keys reordered or not', () => {
    const again = tailor(reverseKeys(backendResume), reverseKeys(job));
    expect(JSON.stringify(again.changes)).toBe(JSON.stringify(result.changes));
    expect(again.changes.map((c) => c.id)).toEqual(result.changes.map((c) => c.id));
  });

  it('names the kind the posting asks for next to a narrower product in the skills list', () => {
    const sdr: Resume = {
      basics: { label: 'Sales Development Representative' },
      work: [
        {
          name: 'Ledgerly',
          position: 'Sales Development Representative',
          startDate: '2023-01',
          endDate: '2025-06',
          highlights: [
            'Logged every call in HubSpot.',
            'Booked 20 meetings a month by cold calling.',
          ],
        },
      ],
      skills: [{ name: 'Tools', keywords: ['HubSpot'] }],
    };
    const sales = {
      jobDescription: 'Account Executive\nRequirements\n- Experience with a CRM\n- Prospecting',
    };
    const out = tailor(sdr, sales);
    const mirror = out.changes.find((c) => c.kind === 'mirror-wording');
    expect(mirror).toMatchObject({ path: 'skills[0].keywords[0]', after: 'HubSpot (CRM)' });
    expect(checkTruthfulness(sdr, text(mirror!.after))).toEqual([]);
    expect(out.scoreAfter).toBeGreaterThan(out.scoreBefore);
  });

  it('mirrors another spelling of a name in a sentence, not a product built on it', () => {
    const developer: Resume = {
      work: [
        {
          name: 'Paystead',
          position: 'Software Engineer',
          startDate: '2021-01',
          endDate: '2025-01',
          highlights: [
            'Maintained a UI kit with 5,000 GitHub stars.',
            'Deployed billing jobs to K8s.',
          ],
        },
      ],
    };
    const posting = {
      jobDescription: 'Software Engineer\nRequirements\n- Kubernetes\n- Git\n- Code review',
    };
    const sentences = tailor(developer, posting)
      .changes.filter((c) => c.kind === 'mirror-wording' && c.path.startsWith('work['))
      .map((c) => c.after);
    expect(sentences).toEqual(['Deployed billing jobs to Kubernetes (K8s).']);
  });

  it('keeps the writer’s summary as written, and adds only what it does not name', () => {
    const written = 'Engineer with twelve years of building services for logistics companies.';
    const engineer: Resume = {
      basics: { summary: written },
      work: [
        {
          name: 'Routefield',
          position: 'Backend Engineer',
          startDate: '2019-01',
          endDate: '2025-06',
          highlights: ['Built Python services on PostgreSQL.'],
        },
      ],
    };
    const posting = {
      jobDescription:
        'Backend Engineer\nRequirements\n- Python\n- PostgreSQL\nNice to have\n- Experience in logistics',
    };
    const out = tailor(engineer, posting);
    const summary = out.changes.find((c) => c.kind === 'rewrite-summary')!;
    expect(summary.after).toBe(`${written} Skilled in Python and PostgreSQL.`);
    expect(out.document.basics!.summary).toContain(written);
  });

  it('writes the posting’s word into the skills list when only a bullet uses it', () => {
    const hr: Resume = {
      work: [
        {
          name: 'Valley Metal',
          position: 'HR Generalist',
          startDate: '2021-01',
          endDate: '2025-06',
          highlights: [
            'Kept the HRIS current for 300 employees.',
            'Handled accounts payable for the benefits vendors.',
          ],
        },
      ],
      skills: [{ name: 'Tools', keywords: ['Workday', 'Accounts payable'] }],
    };
    const posting = {
      jobDescription:
        'HR Generalist\nRequirements\n- Experience with an HRIS\n- Accounting basics\n- Onboarding',
    };
    const out = tailor(hr, posting);
    const mirror = out.changes.filter((c) => c.kind === 'mirror-wording');
    // A product names its kind in brackets; a narrower skill is not relabelled.
    expect(mirror).toEqual([
      expect.objectContaining({ path: 'skills[0].keywords[0]', after: 'Workday (HRIS)' }),
    ]);
    expect(out.changes.filter((c) => c.kind === 'add-skill').map((c) => c.after)).not.toContain(
      'HRIS',
    );
    const presentation = (r: Resume) =>
      match(r, posting).components.find((c) => c.name === 'Presentation')!.explanation;
    expect(presentation(hr)).toContain('the skills list names 0%');
    expect(presentation(out.document)).toContain('the skills list names 100%');
  });

  it('keeps the writer’s summary whole when it names the posting’s role', () => {
    const coordinator: Resume = {
      basics: {
        summary:
          'Recruiting coordinator with two years of hiring, looking to grow into an HR generalist role. Comfortable with Node.js reports.',
      },
      work: [
        {
          name: 'Silver Sage',
          position: 'Recruiting Coordinator',
          startDate: '2023-01',
          endDate: '2025-06',
          highlights: [
            'Ran benefits administration and new hire onboarding for 900 seasonal roles.',
            'Screened applicants in Greenhouse.',
          ],
        },
      ],
    };
    const posting = {
      jobDescription: 'HR Generalist\nRequirements\n- Benefits administration\n- Onboarding',
    };
    const summary = tailor(coordinator, posting).changes.find((c) => c.kind === 'rewrite-summary')!;
    expect(summary.after).toBe(
      'Recruiting coordinator with two years of hiring, looking to grow into an HR generalist role. Comfortable with Node.js reports. Skilled in Benefits Administration.',
    );
    expect(checkTruthfulness(coordinator, text(summary.after))).toEqual([]);
  });
});
