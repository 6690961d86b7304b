import {
  isPremium,
  premiumFeatures,
  premiumGates,
  premiumRequiredMessage,
  type PremiumGate,
} from '@resumio/contract';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import { getSubscriptionStatus } from './get-subscription-status.ts';

/**
 * The server's plan rule for premium features: throws 403 PREMIUM_REQUIRED, saying what Premium
 * unlocks, unless the user's plan is premium right now.
 */
export async function assertPremium(
  db: Kysely<Database>,
  userId: string,
  gate?: PremiumGate,
): Promise<void> {
  const status = await getSubscriptionStatus(db, userId);
  if (isPremium(status)) return;
  const message = gate
    ? `${premiumGates[gate].description} ${premiumRequiredMessage}`
    : premiumRequiredMessage;
  throw new AppError('PREMIUM_REQUIRED', message, {
    ...(gate ? { gate } : {}),
    features: premiumFeatures,
    subscription: status,
  });
}
