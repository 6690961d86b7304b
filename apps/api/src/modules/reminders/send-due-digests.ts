import { DIGEST_DAYS_AHEAD } from '@resumio/contract/jobs';
import { isPremium } from '@resumio/contract';
import { MailNotSentError, type MailMessage } from '../../adapters/mail/mail-port.ts';
import { getSubscriptionStatus } from '../billing/get-subscription-status.ts';
import { composeDigest } from './compose-digest.ts';
import { jobTrackerUrl, settingsUrl, unsubscribeUrl } from './links.ts';
import { addDays, localMoment } from './local-day.ts';
import { loadUserReminders } from './load-user-reminders.ts';
import type { ReminderDeps } from './reminder-deps.ts';
import {
  claimDigest,
  listDigestCandidates,
  pruneDigestSends,
  releaseDigestClaim,
  type DigestCandidate,
} from './repository.ts';

/** How one user's digest went on this run. */
export type DigestOutcome =
  | 'sent'
  /** Nothing was due: the day is settled without a mail. */
  | 'nothing-due'
  /** Another instance (or an earlier run) settled this day first. */
  | 'already-settled'
  | 'not-premium'
  /** The mail certainly did not leave; the claim was given back for the next run. */
  | 'will-retry'
  /** It is unknown whether the mail arrived, or it was refused for good: not sent again. */
  | 'failed';

export interface DigestRunSummary {
  /** Users whose local digest hour had passed with no digest settled for their local today. */
  due: number;
  outcomes: Partial<Record<DigestOutcome, number>>;
}

/** Claims older than this are pruned: only "today" ever needs to be looked up. */
const KEEP_DAYS = 7;

/**
 * One run of the morning digest: every user with the digest on whose local time has passed their
 * digest hour today, and whose today is not settled yet, gets one mail of what is overdue, due
 * today and due in the next seven days. A server that was down catches up on its first run: the
 * hour has passed and today is unsettled. Days that ended while it was down are never sent.
 */
export async function sendDueDigests(deps: ReminderDeps, now: Date): Promise<DigestRunSummary> {
  const summary: DigestRunSummary = { due: 0, outcomes: {} };
  for (const candidate of await listDigestCandidates(deps.db)) {
    const local = localMoment(now, candidate.time_zone);
    if (local.hour < candidate.digest_hour) continue;
    // A later day than today can be settled after a move to a zone further west: not due again.
    if (candidate.last_day !== null && candidate.last_day >= local.day) continue;
    summary.due += 1;
    let outcome: DigestOutcome;
    try {
      outcome = await settleDigest(deps, candidate, local.day, now);
    } catch (err) {
      // One user's failure (a bad row, a lost connection) must not stop everyone else's digest.
      deps.log.error({ err, userId: candidate.user_id }, 'digest failed');
      outcome = 'failed';
    }
    summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1;
  }
  await pruneDigestSends(deps.db, addDays(now.toISOString().slice(0, 10), -KEEP_DAYS));
  return summary;
}

/**
 * Settles one user's digest for their local `day`: claims it, and sends the mail unless nothing
 * is due. Any number of instances may call this at once for the same user and day; one wins.
 */
export async function settleDigest(
  deps: ReminderDeps,
  candidate: DigestCandidate,
  day: string,
  now: Date,
): Promise<DigestOutcome> {
  // Checked before claiming: someone who subscribes again later today still gets today's digest.
  if (!isPremium(await getSubscriptionStatus(deps.db, candidate.user_id))) return 'not-premium';

  const reminders = await loadUserReminders(deps.db, candidate.user_id, {
    today: day,
    timeZone: candidate.time_zone,
    days: DIGEST_DAYS_AHEAD,
  });
  const message: MailMessage | null =
    reminders.items.length === 0
      ? null
      : composeDigest({
          to: candidate.email,
          timeZone: candidate.time_zone,
          reminders,
          trackerUrl: jobTrackerUrl(deps.publicUrl),
          settingsUrl: settingsUrl(deps.publicUrl),
          unsubscribeUrl: unsubscribeUrl(deps.publicUrl, candidate.unsubscribe_token),
        });

  // The claim and, with the outbox, the mail itself commit together: exactly one instance's
  // transaction gets the row, and its mail exists if and only if the claim does.
  const claimed = await deps.db.transaction().execute(async (tx) => {
    const won = await claimDigest(tx, {
      userId: candidate.user_id,
      day,
      sentAt: now.toISOString(),
      items: reminders.items.length,
    });
    if (won && message && deps.mail.joinsTransactions) {
      await deps.mail.send(message, { transaction: tx });
    }
    return won;
  });
  if (!claimed) return 'already-settled';
  if (!message) return 'nothing-due';
  if (deps.mail.joinsTransactions) return 'sent';

  // A mail server is outside any transaction: claim first, then send, so a crash between the two
  // loses that day's mail rather than sending it twice (docs/decisions/023-reminder-digest.md).
  try {
    await deps.mail.send(message);
    return 'sent';
  } catch (err) {
    if (err instanceof MailNotSentError && !err.permanent) {
      await releaseDigestClaim(deps.db, candidate.user_id, day);
      deps.log.warn({ err, userId: candidate.user_id }, 'digest not sent; will retry');
      return 'will-retry';
    }
    deps.log.error({ err, userId: candidate.user_id }, 'digest mail failed; not sent again today');
    return 'failed';
  }
}
