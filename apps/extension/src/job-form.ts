import { type CreateJobRequest, CreateJobRequestSchema } from '@resumio/contract/jobs';
import type { JobLinkDraft } from '@resumio/contract/jobs';

/** The popup's form as typed: every field a string. */
export interface JobFormValues {
  company: string;
  role: string;
  location: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
  postingUrl: string;
  jobDescription: string;
}

export const jobFormFields = [
  'company',
  'role',
  'location',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'postingUrl',
  'jobDescription',
] as const satisfies readonly (keyof JobFormValues)[];

export function formValuesOf(draft: JobLinkDraft): JobFormValues {
  return {
    company: draft.company ?? '',
    role: draft.role ?? '',
    location: draft.location ?? '',
    salaryMin: draft.salaryMin?.toString() ?? '',
    salaryMax: draft.salaryMax?.toString() ?? '',
    salaryCurrency: draft.salaryCurrency ?? '',
    salaryPeriod: draft.salaryPeriod ?? '',
    postingUrl: draft.postingUrl,
    jobDescription: draft.jobDescription ?? '',
  };
}

const orNull = (value: string) => value.trim() || null;
const amount = (value: string) => {
  const cleaned = value.replace(/[\s,]/g, '');
  return cleaned ? Number(cleaned) : null;
};

export type JobFormResult =
  | { ok: true; job: CreateJobRequest }
  | { ok: false; errors: Partial<Record<keyof JobFormValues, string>> };

/**
 * The request the tracker is sent, checked by the contract's own schema first so a mistake is
 * shown beside its field without a round trip. Extra fields the draft knows are kept.
 */
export function toCreateJob(
  values: JobFormValues,
  draft: Pick<JobLinkDraft, 'source' | 'remotePolicy' | 'deadlineOn'>,
): JobFormResult {
  const parsed = CreateJobRequestSchema.safeParse({
    company: values.company.trim(),
    role: values.role.trim(),
    location: orNull(values.location),
    remotePolicy: draft.remotePolicy,
    salaryMin: amount(values.salaryMin),
    salaryMax: amount(values.salaryMax),
    salaryCurrency: orNull(values.salaryCurrency.toUpperCase()),
    salaryPeriod: orNull(values.salaryPeriod),
    postingUrl: orNull(values.postingUrl),
    source: draft.source,
    jobDescription: orNull(values.jobDescription),
    deadlineOn: draft.deadlineOn,
  });
  if (parsed.success) return { ok: true, job: parsed.data };
  const errors: Partial<Record<keyof JobFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof JobFormValues;
    if (jobFormFields.includes(field)) {
      errors[field] ??= issue.code === 'too_small' ? 'Fill this in.' : issue.message;
    }
  }
  return { ok: false, errors };
}
