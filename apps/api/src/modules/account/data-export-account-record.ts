import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { readAccountActivity } from './account-activity-record.ts';
import type { User } from './repository.ts';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * `account.json` and `settings.json` of the data export: who the account is, its sign-in
 * profile and plan, and its settings. Only what the person can read in the app: no password
 * or token hash, no calendar-feed or unsubscribe token, no payment customer or subscription id.
 */
export async function readAccountRecord(
  db: Kysely<Database>,
  user: User,
  embeddedIssuer: string | null,
) {
  const [identity, subscription, reminders, feed, board, activity] = await Promise.all([
    embeddedIssuer === user.issuer
      ? db
          .selectFrom('identity_accounts')
          .select(['email', 'name', 'email_verified_at', 'created_at', 'updated_at'])
          .where('id', '=', user.subject)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('subscriptions')
      .select(['plan_type', 'status', 'current_period_end', 'cancel_at_period_end', 'updated_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
    db
      .selectFrom('reminder_settings')
      .select(['email_digest', 'time_zone', 'digest_hour', 'updated_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
    db
      .selectFrom('calendar_feeds')
      .select('created_at')
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
    db
      .selectFrom('job_boards')
      .select(['stages', 'updated_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
    readAccountActivity(db, user, embeddedIssuer),
  ]);
  const account = {
    id: user.id,
    email: user.email,
    displayName: user.display_name,
    createdAt: user.created_at,
    signIn: identity
      ? {
          provider: 'embedded',
          email: identity.email,
          name: identity.name,
          emailVerifiedAt: identity.email_verified_at,
          createdAt: identity.created_at,
          updatedAt: identity.updated_at,
        }
      : { provider: 'external', issuer: user.issuer },
    plan: subscription
      ? {
          plan: subscription.plan_type,
          status: subscription.status,
          currentPeriodEnd: subscription.current_period_end,
          cancelAtPeriodEnd: subscription.cancel_at_period_end === 1,
          updatedAt: subscription.updated_at,
        }
      : { plan: 'free', status: null },
    securityEvents: activity.securityEvents,
  };
  const settings = {
    reminders: reminders
      ? {
          emailDigest: reminders.email_digest === 1,
          timeZone: reminders.time_zone,
          digestHour: reminders.digest_hour,
          updatedAt: reminders.updated_at,
        }
      : null,
    // The feed's address is a key to the calendar: only whether one exists.
    calendarFeed: feed ? { createdAt: feed.created_at } : null,
    jobBoard: board ? { stages: parse(board.stages), updatedAt: board.updated_at } : null,
    resumeShares: activity.resumeShares,
  };
  return { account, settings };
}
