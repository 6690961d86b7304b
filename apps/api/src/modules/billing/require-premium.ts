import type { PremiumGate } from '@resumio/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { requireUser } from '../../plugins/auth.ts';
import { assertPremium } from './assert-premium.ts';

/**
 * The premium gate as a preHandler, for routes that are premium as a whole. Runs after
 * `app.authenticate`:
 *
 *   app.post('/api/cover-letters', { preHandler: [app.authenticate, requirePremium('coverLetters')] }, …)
 */
export function requirePremium(gate?: PremiumGate): preHandlerAsyncHookHandler {
  return async function requirePremiumHandler(this: unknown, request: FastifyRequest) {
    await assertPremium(request.server.db, requireUser(request).id, gate);
  };
}
