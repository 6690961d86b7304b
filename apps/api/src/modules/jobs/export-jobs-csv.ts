import type { JobContact } from '@resumio/contract/jobs';
import { stringify } from 'csv-stringify/sync';
import { attachmentDisposition } from '../../lib/attachment-disposition.ts';
import { byBoardOrder } from './board-order.ts';
import { loadStages } from './board-stages.ts';
import { utcDay } from './day-range.ts';
import {
  JOB_CSV_HEADERS,
  NOTE_SEPARATOR,
  spreadsheetSafe,
  TAG_SEPARATOR,
} from './job-csv-columns.ts';
import type { JobDeps } from './job-deps.ts';
import { listLiveJobs, listNotes, type JobRow } from './repository.ts';
import { sentSummary } from './sent-snapshot.ts';

export interface ExportedCsv {
  body: Buffer;
  contentType: string;
  contentDisposition: string;
}

type Cell = string | number | null;

function cells(row: JobRow, stageName: string, notes: string[]): Record<string, Cell> {
  const contacts = JSON.parse(row.contacts) as JobContact[];
  const sent = sentSummary(row.sent_snapshot);
  return {
    Company: row.company,
    Role: row.role,
    Stage: stageName,
    Location: row.location,
    'Remote Policy': row.remote_policy,
    'Salary Min': row.salary_min,
    'Salary Max': row.salary_max,
    'Salary Currency': row.salary_currency,
    'Salary Period': row.salary_period,
    'Posting URL': row.posting_url,
    Source: row.source,
    Priority: row.priority,
    Tags: (JSON.parse(row.tags) as string[]).join(TAG_SEPARATOR),
    'Applied On': row.applied_on,
    'Deadline On': row.deadline_on,
    'Follow Up On': row.follow_up_on,
    'Next Interview At': row.next_interview_at,
    'Contact Name': contacts[0]?.name ?? null,
    'Contact Email': contacts[0]?.email ?? null,
    // Every contact, whole, for whoever reads the file with a program.
    Contacts: contacts.length > 0 ? JSON.stringify(contacts) : null,
    'Resume Id': row.resume_id,
    'Cover Letter Id': row.cover_letter_id,
    'Sent At': sent?.takenAt ?? null,
    'Sent Resume': sent?.resumeTitle ?? null,
    'Job Description': row.job_description,
    Notes: notes.length > 0 ? notes.join(NOTE_SEPARATOR) : null,
    'Created At': row.created_at,
    'Updated At': row.updated_at,
    'Stage Id': row.stage_id,
    'Order In Stage': row.position,
    Id: row.id,
  };
}

/** Every live application as one CSV row with every field, in board order. */
export async function exportJobsCsv(
  deps: Pick<JobDeps, 'db'>,
  userId: string,
  now: Date = new Date(),
): Promise<ExportedCsv> {
  const [stages, rows, notes] = await Promise.all([
    loadStages(deps.db, userId),
    listLiveJobs(deps.db, userId),
    listNotes(deps.db, userId),
  ]);
  const stageNames = new Map(stages.map((stage) => [stage.id, stage.name]));
  const notesByJob = new Map<string, string[]>();
  for (const note of notes) {
    const list = notesByJob.get(note.job_id);
    if (list) list.push(note.text);
    else notesByJob.set(note.job_id, [note.text]);
  }
  const order = byBoardOrder(stages);
  const sorted = [...rows].sort((a, b) =>
    order(
      { id: a.id, stageId: a.stage_id, position: a.position, createdAt: a.created_at },
      { id: b.id, stageId: b.stage_id, position: b.position, createdAt: b.created_at },
    ),
  );
  const records = sorted.map((row) => {
    const record = cells(
      row,
      stageNames.get(row.stage_id) ?? row.stage_id,
      notesByJob.get(row.id) ?? [],
    );
    return JOB_CSV_HEADERS.map((header) => {
      const value = record[header];
      return typeof value === 'string' ? spreadsheetSafe(value) : value;
    });
  });
  // A byte-order mark, so Excel reads the file as UTF-8 and accented names survive.
  const csv = stringify(records, { header: true, columns: [...JOB_CSV_HEADERS], bom: true });
  const day = utcDay(now);
  return {
    body: Buffer.from(csv, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    contentDisposition: attachmentDisposition({
      ascii: `job-applications-${day}.csv`,
      utf8: `Job applications ${day}.csv`,
    }),
  };
}
