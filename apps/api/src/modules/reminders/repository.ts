import type {
  CalendarFeedsTable,
  Database,
  JobApplicationsTable,
  ReminderSettingsTable,
} from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';
import { liveRowsOf } from '../../lib/owned-rows.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What reminders, the calendar feed and the digest read of an application. */
export type DatedJobRow = Pick<
  JobApplicationsTable,
  | 'id'
  | 'company'
  | 'role'
  | 'stage_id'
  | 'deadline_on'
  | 'follow_up_on'
  | 'next_interview_at'
  | 'posting_url'
  | 'updated_at'
>;

/** The user's live applications that carry at least one date. */
export async function listDatedJobs(db: Db, userId: string): Promise<DatedJobRow[]> {
  return (
    db
      .selectFrom('job_applications')
      .select([
        'id',
        'company',
        'role',
        'stage_id',
        'deadline_on',
        'follow_up_on',
        'next_interview_at',
        'posting_url',
        'updated_at',
      ])
      .where(liveRowsOf(userId))
      .where((eb) =>
        eb.or([
          eb('deadline_on', 'is not', null),
          eb('follow_up_on', 'is not', null),
          eb('next_interview_at', 'is not', null),
        ]),
      )
      // A stable order: the feed's bytes (and its entity tag) depend on nothing but the data.
      .orderBy('id')
      .execute()
  );
}

export async function findReminderSettings(
  db: Db,
  userId: string,
): Promise<ReminderSettingsTable | undefined> {
  return db
    .selectFrom('reminder_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Writes the settings; the unsubscribe token is set by the first write and then kept. */
export async function saveReminderSettings(db: Db, row: ReminderSettingsTable): Promise<void> {
  await db
    .insertInto('reminder_settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        email_digest: row.email_digest,
        time_zone: row.time_zone,
        digest_hour: row.digest_hour,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Turns the digest off for the owner of an unsubscribe token; false when no one has it. */
/** Whether a digest unsubscribe token belongs to someone (the confirmation page asks first). */
export async function hasUnsubscribeToken(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('reminder_settings')
    .select('user_id')
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return row !== undefined;
}

export async function turnDigestOffByToken(db: Db, token: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('reminder_settings')
    .set({ email_digest: 0, updated_at: now })
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findCalendarFeed(
  db: Db,
  userId: string,
): Promise<CalendarFeedsTable | undefined> {
  return db
    .selectFrom('calendar_feeds')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The feed with a new token: the old token stops opening anything in the same statement. */
export async function replaceCalendarFeed(db: Db, row: CalendarFeedsTable): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ token: row.token, created_at: row.created_at }),
    )
    .execute();
}

export async function deleteCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

export async function findCalendarFeedOwner(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('user_id')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.user_id;
}

/** A user whose digest may be due: settings, address and the last local day settled. */
export interface DigestCandidate {
  user_id: string;
  email: string;
  time_zone: string;
  digest_hour: number;
  unsubscribe_token: string;
  last_day: string | null;
}

export async function listDigestCandidates(db: Db): Promise<DigestCandidate[]> {
  const rows = await db
    .selectFrom('reminder_settings as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 'u.email', 's.time_zone', 's.digest_hour', 's.unsubscribe_token'])
    .select((eb) =>
      eb
        .selectFrom('digest_sends as d')
        .whereRef('d.user_id', '=', 's.user_id')
        .select((inner) => inner.fn.max('d.day').as('day'))
        .as('last_day'),
    )
    .where('s.email_digest', '=', 1)
    .where('u.email', 'is not', null)
    // No digest to an address its owner has not confirmed yet (decision 046). Accounts of an
    // external issuer have no row there, and their issuer confirms their addresses.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('identity_accounts as ia')
            .select('ia.id')
            .whereRef('ia.id', '=', 'u.subject')
            .where('ia.email_verified_at', 'is', null),
        ),
      ),
    )
    .execute();
  return rows.map((row) => ({ ...row, email: row.email!, last_day: row.last_day ?? null }));
}

/**
 * Claims a user's digest for a local day: true for the one caller whose row went in. A second
 * instance, or a second tick, finds the key taken and gets false (PostgreSQL makes it wait for the
 * first transaction, then answers false; a rolled-back claim lets it in).
 */
export async function claimDigest(
  db: Db,
  claim: { userId: string; day: string; sentAt: string; items: number },
): Promise<boolean> {
  const row = await db
    .insertInto('digest_sends')
    .values({ user_id: claim.userId, day: claim.day, sent_at: claim.sentAt, items: claim.items })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a claim back (the mail certainly did not leave), so a later tick tries again. */
export async function releaseDigestClaim(db: Db, userId: string, day: string): Promise<void> {
  await db
    .deleteFrom('digest_sends')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .execute();
}

/** Claims older than `day` only ever answered "already sent" for days that are over. */
export async function pruneDigestSends(db: Db, beforeDay: string): Promise<void> {
  await db.deleteFrom('digest_sends').where('day', '<', beforeDay).execute();
}
