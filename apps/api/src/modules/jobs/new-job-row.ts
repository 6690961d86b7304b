import { randomUUID } from 'node:crypto';
import type { JobFields } from '@resumio/contract/jobs';
import { fieldColumns } from './job-columns.ts';
import type { JobRow } from './repository.ts';

/** What a new row must be told; every other column has a starting value. */
export type JobRowBasics = Pick<
  JobRow,
  'user_id' | 'stage_id' | 'position' | 'company' | 'role' | 'created_at' | 'updated_at'
>;

/**
 * A new application row (version 1, a fresh id) with the given columns and every optional one
 * unset. Test factories build on it too, so a new column gets its starting value in one place.
 */
export function blankJobRow(columns: JobRowBasics & Partial<JobRow>): JobRow {
  return {
    id: randomUUID(),
    version: 1,
    location: null,
    remote_policy: null,
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    posting_url: null,
    source: null,
    job_description: null,
    priority: 'medium',
    tags: '[]',
    applied_on: null,
    deadline_on: null,
    follow_up_on: null,
    next_interview_at: null,
    contacts: '[]',
    resume_id: null,
    cover_letter_id: null,
    sent_snapshot: null,
    deleted_at: null,
    ...columns,
  };
}

/** A new application (version 1) with the given fields and every other one unset. */
export function newJobRow({
  userId,
  stageId,
  position,
  fields,
  createdAt,
  now,
}: {
  userId: string;
  stageId: string;
  position: number;
  fields: JobFields;
  createdAt: string;
  now: string;
}): JobRow {
  return blankJobRow({
    user_id: userId,
    stage_id: stageId,
    position,
    company: fields.company,
    role: fields.role,
    created_at: createdAt,
    updated_at: now,
    ...fieldColumns(fields),
  });
}
