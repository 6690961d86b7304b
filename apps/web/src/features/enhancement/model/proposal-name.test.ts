import type { TailorChange } from '@resumio/contract/enhancement';
import { describe, expect, it } from 'vitest';
import { proposalName } from './proposal-name.ts';

const skill = (name: string): TailorChange => ({
  id: `add-skill:skills[0].keywords:${name}`,
  kind: 'add-skill',
  path: 'skills[0].keywords',
  before: null,
  after: name,
  reason: 'Shown by your bullets.',
  keywords: [name],
  source: 'engine',
});

describe('proposalName', () => {
  it('tells apart proposals of one kind in one place', () => {
    const names = ['Kubernetes', 'Terraform', 'Go', 'Python', 'SQL', 'AWS'].map((name) =>
      proposalName('Skill added to your list', 'Skills', skill(name)),
    );
    expect(new Set(names).size).toBe(6);
    expect(names[0]).toBe('Skill added to your list, Skills: “Kubernetes”');
  });

  it('names what a list change adds, or what a reorder puts first, in a few words', () => {
    const mirrored: TailorChange = {
      ...skill('x'),
      kind: 'mirror-wording',
      before: ['CRM'],
      after: ['CRM', 'Salesforce (CRM)'],
    };
    expect(proposalName('Wording', 'Skills', mirrored)).toBe('Wording, Skills: “Salesforce (CRM)”');
    const reorder: TailorChange = {
      ...skill('x'),
      kind: 'reorder-bullets',
      before: ['b', 'a very long bullet that goes on and on about many things at great length'],
      after: ['a very long bullet that goes on and on about many things at great length', 'b'],
    };
    expect(proposalName('Reordered', 'Bullets', reorder)).toBe(
      'Reordered, Bullets: “a very long bullet that goes on and on about ma…” first',
    );
  });
});
