import { z } from 'zod';

/** A posting's web address, for the server to read (public addresses only). */
export const JobLinkRequestSchema = z.object({
  url: z
    .url({
      protocol: /^https?$/,
      message: 'Enter a web address starting with http:// or https://.',
    })
    .max(2000),
});
export type JobLinkRequest = z.infer<typeof JobLinkRequestSchema>;

/**
 * What a posting's page says about the job, for the user to check before saving: read from its
 * schema.org JobPosting data when the page publishes it (most job boards do), else from its title
 * and main text. Fields the page does not give are null.
 */
export const JobLinkDraftSchema = z.object({
  company: z.string().nullable(),
  role: z.string().nullable(),
  location: z.string().nullable(),
  remotePolicy: z.enum(['onsite', 'hybrid', 'remote']).nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string().nullable(),
  salaryPeriod: z.enum(['year', 'month', 'hour']).nullable(),
  /** The address the page was read from, after redirects. */
  postingUrl: z.string(),
  /** The site, as the tracker's source ("greenhouse.io"). */
  source: z.string(),
  jobDescription: z.string().nullable(),
  deadlineOn: z.iso.date().nullable(),
  /** `structured-data` when the page published a JobPosting, `page-text` when it was guessed. */
  readFrom: z.enum(['structured-data', 'page-text']),
});
export type JobLinkDraft = z.infer<typeof JobLinkDraftSchema>;
