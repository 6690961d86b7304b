import { randomUUID } from 'node:crypto';
import {
  CONTACT_MIN_FILL_MS,
  isPremium,
  stripControlCharacters,
  supportResponseTime,
  type ContactRequestParsed,
  type ContactResponse,
} from '@resumio/contract';
import { AppError } from '../../lib/app-error.ts';
import type { SignedInUser } from '../../plugins/auth.ts';
import { getSubscriptionStatus } from '../billing/get-subscription-status.ts';
import type { ContactDeps } from './contact-deps.ts';
import { contactMails, deliverPendingMails } from './deliver-contact-mails.ts';
import { findBySubmissionId, insertContactMessage, type ContactMessageRow } from './repository.ts';

export interface ContactSender {
  user: SignedInUser | null;
  ip: string;
  userAgent: string | undefined;
}

export interface SubmitContactOptions {
  /** Counts the message against the sender's limits; throws RATE_LIMITED beyond them. */
  checkLimits: () => Promise<void>;
}

const USER_AGENT_MAX = 200;

export function toContactResponse(row: ContactMessageRow): ContactResponse {
  const priority = row.priority === 1;
  return { id: row.id, priority, responseTime: supportResponseTime(priority) };
}

function sameMessage(row: ContactMessageRow, input: ContactRequestParsed): boolean {
  return (
    row.name === input.name &&
    row.email === input.email &&
    row.topic === input.topic &&
    row.message === input.message
  );
}

/** A message the form already sent: answered as it was, sending only what has not gone yet. */
async function answerAgain(
  deps: ContactDeps,
  row: ContactMessageRow,
  input: ContactRequestParsed,
): Promise<ContactResponse> {
  if (!sameMessage(row, input)) {
    throw new AppError(
      'CONFLICT',
      'This form was already sent with a different message. Reload the page to write a new one.',
    );
  }
  if (!deps.mail.joinsTransactions) await deliverPendingMails(deps, row);
  return toContactResponse(row);
}

function refusal(deps: ContactDeps): AppError {
  return new AppError(
    'CONTACT_REFUSED',
    `We could not accept this message. Please try again, or write to us at ${deps.supportEmail}.`,
  );
}

/**
 * The honeypot and the fill time are judged before anything is stored or counted. The honeypot's
 * refusal does not say why (a bot learns nothing to adapt to) but tells a person another way to
 * reach us; the fill time's says plainly to wait, since a fast person can simply send again.
 */
async function refuseAutomated(
  deps: ContactDeps,
  input: ContactRequestParsed,
  now: Date,
): Promise<void> {
  if (input.website && input.website.trim() !== '') {
    deps.log.info({ reason: 'honeypot' }, 'contact message refused');
    throw refusal(deps);
  }
  const token = await deps.formTokens.check(input.formToken, now);
  if (!token.ok && (token.reason === 'malformed' || token.reason === 'forged')) {
    deps.log.info({ reason: 'form-token' }, 'contact message refused');
    throw refusal(deps);
  }
  if (!token.ok && token.reason === 'expired') {
    throw new AppError(
      'CONTACT_FORM_EXPIRED',
      'This form has been open for more than a week. Your message is still here: please send it again.',
    );
  }
  // A token from a moment ahead of us is another instance's clock running fast: judged as just shown.
  const elapsed = token.ok ? now.getTime() - token.issuedAt : 0;
  if (elapsed < CONTACT_MIN_FILL_MS) {
    const waitSeconds = Math.max(1, Math.ceil((CONTACT_MIN_FILL_MS - elapsed) / 1000));
    deps.log.info({ reason: 'too-fast', elapsed }, 'contact message refused');
    throw new AppError(
      'CONTACT_TOO_FAST',
      `That was quicker than we expect from a person. Please check your message and send it again in ${waitSeconds} ${waitSeconds === 1 ? 'second' : 'seconds'}.`,
      { retryAfterSeconds: waitSeconds, minimumSeconds: CONTACT_MIN_FILL_MS / 1000 },
    );
  }
}

/**
 * A contact-form message: stored, delivered to support and acknowledged to the sender, each
 * exactly once however often the form retries. Premium members' messages are priority support.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactRequestParsed,
  sender: ContactSender,
  { checkLimits }: SubmitContactOptions,
): Promise<ContactResponse> {
  if (input.submissionId) {
    const stored = await findBySubmissionId(deps.db, input.submissionId);
    if (stored) return answerAgain(deps, stored, input);
  }
  const now = deps.clock();
  await refuseAutomated(deps, input, now);
  await checkLimits();

  const priority = sender.user
    ? isPremium(await getSubscriptionStatus(deps.db, sender.user.id))
    : false;
  const userAgent = sender.userAgent
    ? stripControlCharacters(sender.userAgent).slice(0, USER_AGENT_MAX)
    : null;
  const row: ContactMessageRow = {
    id: randomUUID(),
    submission_id: input.submissionId ?? null,
    user_id: sender.user?.id ?? null,
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
    priority: priority ? 1 : 0,
    ip_hash: await deps.hashAddress(sender.ip),
    user_agent: userAgent || null,
    created_at: now.toISOString(),
    delivered_at: null,
    acknowledged_at: null,
  };

  if (deps.mail.joinsTransactions) {
    // The message and both emails commit together: all of them exist, or none does.
    const sent: ContactMessageRow = {
      ...row,
      delivered_at: row.created_at,
      acknowledged_at: row.created_at,
    };
    const stored = await deps.db.transaction().execute(async (tx) => {
      if (!(await insertContactMessage(tx, sent))) return false;
      const mails = contactMails(deps, sent);
      await deps.mail.send(mails.support, { transaction: tx });
      await deps.mail.send(mails.acknowledgement, { transaction: tx });
      return true;
    });
    if (stored) return toContactResponse(sent);
  } else {
    if (await insertContactMessage(deps.db, row)) {
      await deliverPendingMails(deps, row);
      return toContactResponse(row);
    }
  }
  // Another request of the same submission stored it first: answer as that one did.
  const winner = await findBySubmissionId(deps.db, input.submissionId!);
  if (!winner) throw new Error('a contact message conflicted but cannot be found');
  return answerAgain(deps, winner, input);
}
