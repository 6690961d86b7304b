import type {
  JobApplication,
  JobApplicationDetail,
  JobContact,
  JobEvent,
} from '@resumio/contract/jobs';
import type { JobEventRow, JobRow, JobSummaryRow } from './repository.ts';
import { sentListSummary, sentSummary } from './sent-snapshot.ts';

// Columns written only through the contract's enums; the casts name what was validated then.
export function toJobApplication(row: JobSummaryRow): JobApplication {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    stageId: row.stage_id,
    position: row.position,
    company: row.company,
    role: row.role,
    location: row.location,
    remotePolicy: row.remote_policy as JobApplication['remotePolicy'],
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryCurrency: row.salary_currency,
    salaryPeriod: row.salary_period as JobApplication['salaryPeriod'],
    postingUrl: row.posting_url,
    source: row.source,
    priority: row.priority as JobApplication['priority'],
    tags: JSON.parse(row.tags) as string[],
    appliedOn: row.applied_on,
    deadlineOn: row.deadline_on,
    followUpOn: row.follow_up_on,
    nextInterviewAt: row.next_interview_at,
    contacts: JSON.parse(row.contacts) as JobContact[],
    resumeId: row.resume_id,
    coverLetterId: row.cover_letter_id,
    hasJobDescription: row.has_job_description,
    sent: sentListSummary(row.sent_snapshot),
  };
}

export function toJobEvent(row: JobEventRow): JobEvent {
  return {
    id: row.id,
    kind: row.kind as JobEvent['kind'],
    at: row.at,
    text: row.text,
    fromStageId: row.from_stage_id,
    toStageId: row.to_stage_id,
  };
}

/** Newest first; events of one operation share a timestamp and keep their order by id. */
export function newestFirst(events: JobEventRow[]): JobEventRow[] {
  return [...events].sort((a, b) =>
    a.at === b.at ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.at < b.at ? 1 : -1,
  );
}

export function toJobDetail(row: JobRow, events: JobEventRow[]): JobApplicationDetail {
  const { job_description: jobDescription, ...rest } = row;
  return {
    ...toJobApplication({ ...rest, has_job_description: jobDescription !== null }),
    sent: sentSummary(row.sent_snapshot),
    jobDescription,
    timeline: newestFirst(events).map(toJobEvent),
  };
}
