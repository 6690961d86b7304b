import { describe, expect, it } from 'vitest';
import { premiumFeatures, premiumGates, premiumRequiredMessage } from './premium-features.ts';

describe('premium features', () => {
  it('lists the six features in the spec wording', () => {
    expect(premiumFeatures).toEqual([
      'AI Cover Letter Generation',
      'Advanced Job Application Tracking',
      'Resume Enhancement for Job Applications',
      'Priority Customer Support',
      'Export to Multiple Formats',
      'Unlimited Resume Templates',
    ]);
  });

  it('describes the three gates in the spec wording', () => {
    expect(Object.values(premiumGates).map((g) => g.description)).toEqual([
      'Cover letters are AI-generated and tailored to a job description.',
      'The job tracker tracks applications, deadlines and follow-ups, and gives analytics.',
      'Resume enhancement optimises the resume for a job description with ATS-friendly keywords.',
    ]);
  });

  it('says what Premium unlocks when refusing', () => {
    for (const feature of premiumFeatures) expect(premiumRequiredMessage).toContain(feature);
  });
});
