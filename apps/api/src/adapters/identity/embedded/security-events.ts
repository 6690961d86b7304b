import { randomUUID } from 'node:crypto';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';

/** How long the owner can look back; older events are deleted by the hourly sweep. */
export const SECURITY_EVENTS_KEEP_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SecurityEventKind =
  | 'sign-in'
  | 'password-changed'
  | 'password-reset'
  | 'email-changed'
  | 'signed-out-everywhere'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'recovery-codes-regenerated'
  | 'recovery-code-used';

/** A browser's description, cut short: enough to tell devices apart, not to fingerprint. */
const MAX_USER_AGENT = 200;

export async function recordSecurityEvent(
  db: Kysely<Database>,
  event: {
    accountId: string;
    kind: SecurityEventKind;
    grantId?: string | null;
    userAgent?: string | undefined;
    now?: Date;
  },
): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      id: randomUUID(),
      account_id: event.accountId,
      kind: event.kind,
      grant_id: event.grantId ?? null,
      user_agent: event.userAgent ? event.userAgent.slice(0, MAX_USER_AGENT) : null,
      created_at: (event.now ?? new Date()).toISOString(),
    })
    .execute();
}

/** The account's events of the last 90 days, newest first. */
export async function listSecurityEvents(db: Kysely<Database>, accountId: string, now: Date) {
  return db
    .selectFrom('security_events')
    .select(['id', 'kind', 'user_agent', 'created_at'])
    .where('account_id', '=', accountId)
    .where(
      'created_at',
      '>',
      new Date(now.getTime() - SECURITY_EVENTS_KEEP_DAYS * DAY_MS).toISOString(),
    )
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
}

export async function deleteOldSecurityEvents(db: Kysely<Database>, now = new Date()) {
  const result = await db
    .deleteFrom('security_events')
    .where(
      'created_at',
      '<',
      new Date(now.getTime() - SECURITY_EVENTS_KEEP_DAYS * DAY_MS).toISOString(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The account's live sessions: one per unexpired provider grant (each sign-in of a browser makes
 * or reuses one), with the device and time of the sign-in that started it when it is known.
 */
export async function listAccountSessions(db: Kysely<Database>, accountId: string, now: Date) {
  const grants = await db
    .selectFrom('oidc_payloads')
    .select(['id', 'expires_at'])
    .where('model', '=', 'Grant')
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .execute();
  if (grants.length === 0) return [];
  const signIns = await db
    .selectFrom('security_events')
    .select(['grant_id', 'user_agent', 'created_at'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'sign-in')
    .where(
      'grant_id',
      'in',
      grants.map((grant) => grant.id),
    )
    .orderBy('created_at', 'desc')
    .execute();
  return grants
    .map((grant) => {
      const latest = signIns.find((event) => event.grant_id === grant.id);
      return {
        id: grant.id,
        userAgent: latest?.user_agent ?? null,
        signedInAt: latest?.created_at ?? null,
      };
    })
    .sort((a, b) => (b.signedInAt ?? '').localeCompare(a.signedInAt ?? ''));
}
