/** What Premium adds, in the wording the pricing page and upgrade prompts share. */
export const premiumFeatures = [
  'AI Cover Letter Generation',
  'Advanced Job Application Tracking',
  'Resume Enhancement for Job Applications',
  'Priority Customer Support',
  'Export to Multiple Formats',
  'Unlimited Resume Templates',
] as const;
export type PremiumFeature = (typeof premiumFeatures)[number];

/** The three premium gates and what each one explains to a free user. */
export const premiumGates = {
  coverLetters: {
    title: 'AI Cover Letter Generation',
    description: 'Cover letters are AI-generated and tailored to a job description.',
  },
  jobTracker: {
    title: 'Advanced Job Application Tracking',
    description:
      'The job tracker tracks applications, deadlines and follow-ups, and gives analytics.',
  },
  resumeEnhancement: {
    title: 'Resume Enhancement for Job Applications',
    description:
      'Resume enhancement optimises the resume for a job description with ATS-friendly keywords.',
  },
} as const;
export type PremiumGate = keyof typeof premiumGates;
export const premiumGateNames = Object.keys(premiumGates) as PremiumGate[];

/** The sentence a refusal carries: what the plan unlocks. */
export const premiumRequiredMessage = `This is a Premium feature. Upgrade to Premium to unlock ${premiumFeatures.slice(0, -1).join(', ')} and ${premiumFeatures.at(-1)}.`;
