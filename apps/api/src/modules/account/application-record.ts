import type { Database } from '@resumio/db';
import type { Selectable } from 'kysely';

type ApplicationRow = Selectable<Database['job_applications']>;
type EventRow = Pick<
  Selectable<Database['job_events']>,
  'kind' | 'at' | 'text' | 'from_stage_id' | 'to_stage_id'
>;

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Stored JSON is written by the app; should a row ever hold something else, keep it as text.
    return text;
  }
};

/**
 * One application as both data exports write it: every field, its contacts, its timeline (stage
 * changes and notes) and, once sent, the resume and letter exactly as they were sent.
 */
export function applicationRecord(j: ApplicationRow, events: readonly EventRow[]) {
  return {
    id: j.id,
    company: j.company,
    role: j.role,
    stageId: j.stage_id,
    position: j.position,
    location: j.location,
    remotePolicy: j.remote_policy,
    salary: {
      min: j.salary_min,
      max: j.salary_max,
      currency: j.salary_currency,
      period: j.salary_period,
    },
    postingUrl: j.posting_url,
    source: j.source,
    jobDescription: j.job_description,
    priority: j.priority,
    tags: parse(j.tags),
    appliedOn: j.applied_on,
    deadlineOn: j.deadline_on,
    followUpOn: j.follow_up_on,
    nextInterviewAt: j.next_interview_at,
    contacts: parse(j.contacts),
    resumeId: j.resume_id,
    coverLetterId: j.cover_letter_id,
    // The resume (and letter) as sent, frozen when the application reached Applied.
    sent: parse(j.sent_snapshot),
    version: j.version,
    createdAt: j.created_at,
    updatedAt: j.updated_at,
    timeline: events.map((e) => ({
      kind: e.kind,
      at: e.at,
      text: e.text,
      fromStageId: e.from_stage_id,
      toStageId: e.to_stage_id,
    })),
  };
}
