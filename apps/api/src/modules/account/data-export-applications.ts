import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { applicationRecord } from './application-record.ts';

/** Applications read per query: a page of them is held at a time, never all 2,000. */
const PAGE = 200;

/** How many live applications the user has (what the progress counts on). */
export async function countApplications(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('job_applications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * `applications.json` in pieces: every live application with every field, its contacts, its
 * timeline (stage changes and notes) and, once sent, the resume and letter exactly as they were
 * sent. Read a page at a time by id, so the file is never built whole in memory.
 */
export async function* applicationsJson(
  db: Kysely<Database>,
  userId: string,
): AsyncGenerator<string> {
  yield '[';
  let after = '';
  let first = true;
  for (;;) {
    const jobs = await db
      .selectFrom('job_applications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (jobs.length === 0) break;
    after = jobs[jobs.length - 1]!.id;
    const events = await db
      .selectFrom('job_events')
      .select(['job_id', 'kind', 'at', 'text', 'from_stage_id', 'to_stage_id'])
      .where('user_id', '=', userId)
      .where(
        'job_id',
        'in',
        jobs.map((j) => j.id),
      )
      .orderBy('at')
      .orderBy('id')
      .execute();
    const timeline = new Map<string, typeof events>();
    for (const event of events) {
      const list = timeline.get(event.job_id);
      if (list) list.push(event);
      else timeline.set(event.job_id, [event]);
    }
    for (const j of jobs) {
      const application = applicationRecord(j, timeline.get(j.id) ?? []);
      yield `${first ? '\n' : ',\n'}${JSON.stringify(application, null, 2)}`;
      first = false;
    }
  }
  yield first ? ']\n' : '\n]\n';
}
