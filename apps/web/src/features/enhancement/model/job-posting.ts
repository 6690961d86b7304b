import {
  COMPANY_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
  JobInputSchema,
  enhancementErrorMessages,
} from '@resumio/contract/enhancement';
import type { z } from 'zod';

/** A request body with a posting: title and company may be left out. */
export type JobRequest = z.input<typeof JobInputSchema>;

/** The form as typed: every field a string, blanks included. */
export interface JobPosting {
  jobDescription: string;
  jobTitle: string;
  company: string;
}

export const emptyPosting: JobPosting = { jobDescription: '', jobTitle: '', company: '' };

export type PostingField = keyof JobPosting;
export type PostingErrors = Partial<Record<PostingField, string>>;

/** What the API is sent: blank title and company are left out, the rest is trimmed. */
export function toJobInput(posting: JobPosting): JobRequest {
  const jobTitle = posting.jobTitle.trim();
  const company = posting.company.trim();
  return {
    jobDescription: posting.jobDescription,
    ...(jobTitle ? { jobTitle } : {}),
    ...(company ? { company } : {}),
  };
}

export function samePosting(a: JobPosting, b: JobPosting): boolean {
  return (
    a.jobDescription.trim() === b.jobDescription.trim() &&
    a.jobTitle.trim() === b.jobTitle.trim() &&
    a.company.trim() === b.company.trim()
  );
}

/** The contract's own rules, checked before the request so a mistake costs no round trip. */
export function validatePosting(posting: JobPosting): PostingErrors {
  const length = posting.jobDescription.trim().length;
  const errors: PostingErrors = {};
  if (length < JOB_DESCRIPTION_MIN || posting.jobDescription.length > JOB_DESCRIPTION_MAX) {
    errors.jobDescription = enhancementErrorMessages.INVALID_JOB_DESCRIPTION;
  }
  const parsed = JobInputSchema.safeParse(toJobInput(posting));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'jobTitle' || field === 'company' || field === 'jobDescription') {
        errors[field] ??= issue.message;
      }
    }
  }
  return errors;
}

export const postingLimits = {
  jobDescription: { min: JOB_DESCRIPTION_MIN, max: JOB_DESCRIPTION_MAX },
  jobTitle: JOB_TITLE_MAX,
  company: COMPANY_MAX,
} as const;
