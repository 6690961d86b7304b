import {
  isPremium,
  premiumFeatures,
  premiumGates,
  premiumRequiredMessage,
  type PremiumGate,
} from '@resumio/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { getSubscriptionStatus } from './get-subscription-status.ts';

/**
 * The server's premium gate, for the premium features' routes. Runs after `app.authenticate`:
 *
 *   app.post('/api/cover-letters', { preHandler: [app.authenticate, requirePremium('coverLetters')] }, …)
 *
 * Answers 403 PREMIUM_REQUIRED, saying what Premium unlocks, unless the plan rule holds now.
 */
export function requirePremium(gate?: PremiumGate): preHandlerAsyncHookHandler {
  return async function requirePremiumHandler(this: unknown, request: FastifyRequest) {
    const user = (request as { user?: { id: string } }).user;
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    const status = await getSubscriptionStatus(request.server.db, user.id);
    if (isPremium(status)) return;
    const message = gate
      ? `${premiumGates[gate].description} ${premiumRequiredMessage}`
      : premiumRequiredMessage;
    throw new AppError('PREMIUM_REQUIRED', message, {
      ...(gate ? { gate } : {}),
      features: premiumFeatures,
      subscription: status,
    });
  };
}
