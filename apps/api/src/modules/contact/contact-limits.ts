import { createHash } from 'node:crypto';
import type { ContactRequestParsed } from '@resumio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { mailboxKey } from '../../lib/mailbox-key.ts';

/**
 * Messages that may be sent in an hour from one network address, and naming one email address. An
 * office or a campus shares an address, so that budget is the larger; one person rarely needs to
 * write more than a few times an hour.
 */
export const CONTACT_LIMITS = { perAddress: 10, perEmail: 5, windowMs: 60 * 60 * 1000 } as const;

function waitText(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Email addresses are hashed before they reach the limit store, like the sign-in throttle's, and
 * counted by the mailbox they reach: `ada+1@…` and `ada+2@…` share one budget.
 */
function emailKey(request: FastifyRequest): string {
  const { email } = request.body as ContactRequestParsed;
  return createHash('sha256').update(mailboxKey(email)).digest('base64url');
}

/**
 * The two contact budgets, counted where the other limits are (memory, or Redis so that every
 * instance shares them). The check runs in the handler, after validation, once a message is known
 * to be one that would be stored: a person correcting their mistakes never runs out.
 */
export function contactLimits(app: FastifyInstance) {
  const perAddress = app.createRateLimit({
    max: CONTACT_LIMITS.perAddress,
    timeWindow: CONTACT_LIMITS.windowMs,
    keyGenerator: (request) => `contact-address:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: CONTACT_LIMITS.perEmail,
    timeWindow: CONTACT_LIMITS.windowMs,
    keyGenerator: (request) => `contact-email:${emailKey(request)}`,
  });

  /** Counts one message against the sender's address, then the email it names (429 beyond). */
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limit of [perAddress, perEmail]) {
      const result = await limit(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(
        'RATE_LIMITED',
        `You have sent several messages in a short time. Please try again in ${waitText(result.ttlInSeconds)}.`,
        { retryAfterSeconds: result.ttlInSeconds },
      );
    }
  };
}
