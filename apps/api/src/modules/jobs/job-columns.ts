import type { JobFields } from '@resumio/contract/jobs';
import type { JobRow } from './repository.ts';

type FieldColumns = Partial<
  Pick<
    JobRow,
    | 'company'
    | 'role'
    | 'location'
    | 'remote_policy'
    | 'salary_min'
    | 'salary_max'
    | 'salary_currency'
    | 'salary_period'
    | 'posting_url'
    | 'source'
    | 'job_description'
    | 'priority'
    | 'tags'
    | 'applied_on'
    | 'deadline_on'
    | 'follow_up_on'
    | 'next_interview_at'
    | 'contacts'
    | 'resume_id'
    | 'cover_letter_id'
  >
>;

// An emptied optional box is "not set", so lists and filters never see empty strings.
const textOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value;

/** Tags compare without case: "Remote" and "remote" are one tag, the first spelling kept. */
export function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The columns for the fields present in a request (absent ones are left out, so a partial update
 * touches only what it names). The interview moment is stored in UTC, so both dialects keep and
 * compare the same string.
 */
export function fieldColumns(fields: Partial<JobFields>): FieldColumns {
  const columns: FieldColumns = {
    company: fields.company,
    role: fields.role,
    location: textOrNull(fields.location),
    remote_policy: fields.remotePolicy,
    salary_min: fields.salaryMin,
    salary_max: fields.salaryMax,
    salary_currency: fields.salaryCurrency,
    salary_period: fields.salaryPeriod,
    posting_url: textOrNull(fields.postingUrl),
    source: textOrNull(fields.source),
    job_description: textOrNull(fields.jobDescription),
    priority: fields.priority,
    tags: fields.tags === undefined ? undefined : JSON.stringify(uniqueTags(fields.tags)),
    applied_on: fields.appliedOn,
    deadline_on: fields.deadlineOn,
    follow_up_on: fields.followUpOn,
    next_interview_at:
      fields.nextInterviewAt == null
        ? fields.nextInterviewAt
        : new Date(fields.nextInterviewAt).toISOString(),
    contacts: fields.contacts === undefined ? undefined : JSON.stringify(fields.contacts),
    resume_id: textOrNull(fields.resumeId),
    cover_letter_id: textOrNull(fields.coverLetterId),
  };
  for (const key of Object.keys(columns) as (keyof FieldColumns)[]) {
    if (columns[key] === undefined) delete columns[key];
  }
  return columns;
}
