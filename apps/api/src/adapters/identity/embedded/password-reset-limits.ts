import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailboxKey } from '../../../lib/mailbox-key.ts';

/**
 * Reset emails per hour: per mailbox, so nobody can flood an owner's inbox with links, and per
 * client (network address), so nobody can probe or spam many addresses from one place. Both are
 * counted whether or not an address has an account, so a refusal tells nothing either.
 */
export const RESET_LIMITS = { perEmail: 3, perClient: 10, windowMs: 60 * 60 * 1000 } as const;

export interface ResetRefusal {
  retryAfterSeconds: number;
  message: string;
}

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
};

/** The two budgets, in the same store as the other limits (memory, or Redis across instances). */
export function resetLimits(app: FastifyInstance) {
  const emailKey = (request: FastifyRequest) => {
    const email = String((request.body as Record<string, unknown>).email ?? '');
    return createHash('sha256').update(mailboxKey(email)).digest('base64url');
  };
  const perClient = app.createRateLimit({
    max: RESET_LIMITS.perClient,
    timeWindow: RESET_LIMITS.windowMs,
    keyGenerator: (request) => `reset-client:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: RESET_LIMITS.perEmail,
    timeWindow: RESET_LIMITS.windowMs,
    keyGenerator: (request) => `reset-email:${emailKey(request)}`,
  });

  /** Counts one request (its body already validated); answers a refusal when over a budget. */
  return async (request: FastifyRequest): Promise<ResetRefusal | undefined> => {
    const client = await perClient(request);
    if (!client.isAllowed && client.isExceeded) {
      return {
        retryAfterSeconds: client.ttlInSeconds,
        message: `Too many reset requests from your network. Please try again in ${minutes(client.ttlInSeconds)}.`,
      };
    }
    const email = await perEmail(request);
    if (!email.isAllowed && email.isExceeded) {
      return {
        retryAfterSeconds: email.ttlInSeconds,
        message: `This address has asked for several reset links in the last hour. Check your inbox and spam folder (each link of the last 30 minutes works), or try again in ${minutes(email.ttlInSeconds)}.`,
      };
    }
    return undefined;
  };
}
