import type { MatchResponse, TailorResponse } from '@resumio/contract/enhancement';
import type { ResumeDetail } from '@resumio/contract/resumes';
import { createResume } from '@resumio/resume';

const base = createResume({ title: 'Product roles', name: 'Ada Lovelace' });

export const resumeDocument = {
  ...base,
  basics: { ...base.basics!, label: 'Platform engineer', summary: 'Platform engineer.' },
  work: [
    {
      name: 'Acme',
      position: 'Platform engineer',
      startDate: '2021-01',
      highlights: ['Mentored four junior engineers', 'Built Kubernetes clusters for 40 teams'],
    },
  ],
  skills: [{ name: 'Cloud', keywords: ['AWS', 'Docker'] }],
};

export const resumeDetail: ResumeDetail = {
  id: 'r1',
  title: 'Product roles',
  templateId: 'modern',
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  name: 'Ada Lovelace',
  headline: 'Platform engineer',
  document: resumeDocument,
};

export const POSTING =
  'We are hiring a platform engineer. Requirements: Kubernetes and Terraform. Mentoring is a plus.';

export const matchResponse: MatchResponse = {
  score: 64,
  summary: 'A fair match: you show Kubernetes, but not Terraform.',
  components: [
    {
      name: 'Required skills',
      score: 55,
      weight: 0.6,
      explanation: 'Your resume shows 1 of the 2 required skills.',
    },
    {
      name: 'Preferred skills',
      score: 90,
      weight: 0.4,
      explanation: 'Mentoring shows in a recent bullet.',
    },
    {
      name: 'Title alignment',
      score: 0,
      weight: 0,
      explanation: 'The posting names no job title to compare.',
    },
  ],
  keywords: [
    {
      term: 'Mentoring',
      importance: 'preferred',
      category: 'soft-skill',
      found: true,
      satisfiedBy: 'Mentored',
      evidence: [
        { section: 'work', path: 'work[0].highlights[0]', text: 'Mentored four junior engineers' },
      ],
    },
    {
      term: 'Kubernetes',
      importance: 'required',
      category: 'tool',
      found: true,
      evidence: [
        {
          section: 'work',
          path: 'work[0].highlights[1]',
          text: 'Built kubernetes clusters for 40 teams',
        },
      ],
    },
    { term: 'Terraform', importance: 'required', category: 'tool', found: false, evidence: [] },
  ],
};

export const tailorResponse: TailorResponse = {
  scoreBefore: 64,
  scoreAfter: 81,
  changes: [
    {
      id: 'rewrite-summary:basics.summary',
      kind: 'rewrite-summary',
      path: 'basics.summary',
      before: 'Platform engineer.',
      after: 'Platform engineer who builds Kubernetes clusters.',
      reason: 'Opens with the requirements your resume already shows (Kubernetes).',
      keywords: ['Kubernetes'],
      source: 'engine',
    },
    {
      id: 'add-skill:skills[0].keywords:kubernetes',
      kind: 'add-skill',
      path: 'skills[0].keywords',
      before: null,
      after: 'Kubernetes',
      reason: 'Your work history shows Kubernetes but your skills list does not name it.',
      keywords: ['Kubernetes'],
      source: 'engine',
    },
    {
      id: 'reorder-bullets:work[0].highlights',
      kind: 'reorder-bullets',
      path: 'work[0].highlights',
      before: ['Mentored four junior engineers', 'Built Kubernetes clusters for 40 teams'],
      after: ['Built Kubernetes clusters for 40 teams', 'Mentored four junior engineers'],
      reason: 'Puts the bullets that show Kubernetes first.',
      keywords: ['Kubernetes'],
      source: 'engine',
    },
  ],
  missing: [
    {
      term: 'Terraform',
      importance: 'required',
      category: 'tool',
      prompt:
        'Only add Terraform if you have used it: name the job or project where you did and what it achieved.',
    },
  ],
  rejected: [
    {
      kind: 'rewrite-summary',
      path: 'basics.summary',
      text: 'Platform engineer at Google.',
      reason: 'Your resume does not mention Google.',
    },
  ],
  document: resumeDocument,
};
