import type { Resume } from '@resumio/resume-model';
import { describe, expect, it } from 'vitest';
import type { TailorChange } from '../types.ts';
import { applyChanges } from './apply-changes.ts';

const resume: Resume = {
  basics: { summary: 'Old summary.' },
  work: [{ name: 'Acme', highlights: ['a', 'b uses K8s', 'c'] }],
  skills: [{ name: 'Tools', keywords: ['Git', 'Docker'] }],
};

const change = (
  c: Partial<TailorChange> & Pick<TailorChange, 'id' | 'kind' | 'path' | 'after'>,
): TailorChange => ({
  before: null,
  reason: '',
  keywords: [],
  ...c,
});

const changes: TailorChange[] = [
  change({
    id: 'r',
    kind: 'reorder-bullets',
    path: 'work[0].highlights',
    before: ['a', 'b uses K8s', 'c'],
    after: ['b uses K8s', 'c', 'a'],
  }),
  change({
    id: 'm',
    kind: 'mirror-wording',
    path: 'work[0].highlights[1]',
    before: 'b uses K8s',
    after: 'b uses Kubernetes (K8s)',
  }),
  change({ id: 'k1', kind: 'add-skill', path: 'skills[1].keywords', after: 'Kubernetes' }),
  change({ id: 'k2', kind: 'add-skill', path: 'skills[1].keywords', after: 'Terraform' }),
  change({ id: 'g', kind: 'add-skill', path: 'skills[0].keywords', after: 'Linux' }),
  change({
    id: 'o',
    kind: 'reorder-skills',
    path: 'skills[0].keywords',
    before: ['Git', 'Docker'],
    after: ['Docker', 'Git'],
  }),
  change({
    id: 's',
    kind: 'rewrite-summary',
    path: 'basics.summary',
    before: 'Old summary.',
    after: 'New summary.',
  }),
];

describe('applyChanges', () => {
  it('applies nothing when nothing is accepted, and never touches the input', () => {
    const copy = structuredClone(resume);
    expect(applyChanges(resume, changes, [])).toEqual(resume);
    applyChanges(
      resume,
      changes,
      changes.map((c) => c.id),
    );
    expect(resume).toEqual(copy);
  });

  it('composes a reorder with an edit of a moved bullet, in either order of acceptance', () => {
    const a = applyChanges(resume, changes, ['r', 'm']);
    const b = applyChanges(resume, changes, ['m', 'r']);
    expect(a.work![0]!.highlights).toEqual(['b uses Kubernetes (K8s)', 'c', 'a']);
    expect(b).toEqual(a);
  });

  it('creates one "Key skills" group for the additions that need it', () => {
    const doc = applyChanges(resume, changes, ['k1', 'k2']);
    expect(doc.skills).toEqual([
      { name: 'Tools', keywords: ['Git', 'Docker'] },
      { name: 'Key skills', keywords: ['Kubernetes', 'Terraform'] },
    ]);
  });

  it('puts an added keyword at the front of its group, and reorders the group behind it', () => {
    expect(applyChanges(resume, changes, ['g']).skills![0]!.keywords).toEqual([
      'Linux',
      'Git',
      'Docker',
    ]);
    expect(applyChanges(resume, changes, ['g', 'o']).skills![0]!.keywords).toEqual([
      'Linux',
      'Docker',
      'Git',
    ]);
    expect(applyChanges(resume, changes, ['o']).skills![0]!.keywords).toEqual(['Docker', 'Git']);
  });

  it('writes a new headline only over the headline it was proposed for', () => {
    const headline = change({
      id: 'h',
      kind: 'retitle-headline',
      path: 'basics.label',
      before: null,
      after: 'Backend Engineer',
    });
    expect(applyChanges(resume, [headline], ['h']).basics).toEqual({
      summary: 'Old summary.',
      label: 'Backend Engineer',
    });
    const labelled = { ...resume, basics: { ...resume.basics, label: 'Engineer' } };
    expect(applyChanges(labelled, [headline], ['h']).basics!.label).toBe('Engineer');
  });

  it('skips a text edit whose text has changed since it was proposed', () => {
    const edited = structuredClone(resume);
    edited.basics!.summary = 'Edited by hand.';
    expect(applyChanges(edited, changes, ['s']).basics!.summary).toBe('Edited by hand.');
  });
});
