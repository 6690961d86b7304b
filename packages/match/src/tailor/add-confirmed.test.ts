import type { Resume } from '@resumio/resume-model';
import { describe, expect, it } from 'vitest';
import { match } from '../score/match.ts';
import { addConfirmed } from './add-confirmed.ts';
import { tailor } from './tailor.ts';

const NOW = '2026-11-01';
const resume: Resume = {
  basics: { name: 'Ana Ruiz', label: 'Backend Engineer' },
  work: [
    {
      name: 'Routefield',
      position: 'Backend Engineer',
      startDate: '2021-01',
      highlights: ['Built REST APIs in Node.js on PostgreSQL.'],
    },
  ],
  skills: [{ name: 'Languages', keywords: ['TypeScript', 'SQL'] }],
};
const job = {
  jobTitle: 'Backend Engineer',
  jobDescription: [
    'Requirements',
    '- Node.js and PostgreSQL',
    '- Terraform',
    '- PMP certification',
    '- Fluent Spanish',
    "- Bachelor's degree in Computer Science",
  ].join('\n'),
};

describe('confirmed missing requirements', () => {
  const { missing, document } = tailor(resume, job, { now: NOW });

  it('adds each where such things are listed, and raises the score', () => {
    const confirmed = missing.filter((m) => m.category !== 'degree').map((m) => m.term);
    const out = addConfirmed(document, missing, confirmed);
    expect(out.skills?.find((g) => g.name === 'Key skills')?.keywords).toContain('Terraform');
    expect(out.languages).toEqual([{ language: 'Spanish' }]);
    expect(out.certificates).toEqual([{ name: 'PMP' }]);
    expect(match(out, job, { now: NOW }).score).toBeGreaterThan(
      match(document, job, { now: NOW }).score,
    );
    expect(document.languages).toBeUndefined();
  });

  it('adds only terms of the missing list, and no degree or years', () => {
    const degree = missing.find((m) => m.category === 'degree');
    expect(degree).toBeDefined();
    const out = addConfirmed(document, missing, [
      'Kubernetes',
      'Ten years at Google',
      degree!.term,
    ]);
    expect(out).toBe(document);
  });

  it('matches terms whatever their case and adds each once', () => {
    const out = addConfirmed(document, missing, ['terraform', 'TERRAFORM']);
    const group = out.skills?.find((g) => g.name === 'Key skills');
    expect(group?.keywords?.filter((k) => k === 'Terraform')).toHaveLength(1);
  });
});
