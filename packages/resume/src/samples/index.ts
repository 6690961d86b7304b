import type { Resume } from '../model/resume.ts';
import { longCareerSample } from './long-career.ts';
import { manySectionsSample } from './many-sections.ts';
import { polishResearcherSample } from './polish-researcher.ts';
import { shortJuniorSample } from './short-junior.ts';
import { spanishDataEngineerSample } from './spanish-data-engineer.ts';

export interface ResumeSample {
  id: string;
  name: string;
  description: string;
  resume: Resume;
}

export const RESUME_SAMPLES: readonly ResumeSample[] = [
  {
    id: 'staff-engineer',
    name: 'Staff engineer',
    description: 'Fifteen years of experience across every section; two to three pages.',
    resume: longCareerSample,
  },
  {
    id: 'product-designer',
    name: 'Product designer',
    description: 'An early-career designer on a single page.',
    resume: shortJuniorSample,
  },
  {
    id: 'product-manager',
    name: 'Product manager',
    description: 'All sections, custom sections (speaking, patents) and a custom order.',
    resume: manySectionsSample,
  },
  {
    id: 'data-engineer-es',
    name: 'Ingeniero de datos',
    description: 'A Spanish-language resume with translated section titles.',
    resume: spanishDataEngineerSample,
  },
  {
    id: 'ml-researcher-pl',
    name: 'ML researcher',
    description: 'Polish and French names, places and publications.',
    resume: polishResearcherSample,
  },
];

/** A fresh copy, safe to edit, or undefined for an unknown id. */
export function getSample(id: string): Resume | undefined {
  const sample = RESUME_SAMPLES.find((s) => s.id === id);
  return sample ? structuredClone(sample.resume) : undefined;
}
