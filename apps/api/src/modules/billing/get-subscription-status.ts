import type { SubscriptionStatusResponse } from '@resumio/contract';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { findSubscription } from './repository.ts';
import { toStatusResponse } from './to-status-response.ts';

export async function getSubscriptionStatus(
  db: Kysely<Database>,
  userId: string,
): Promise<SubscriptionStatusResponse> {
  return toStatusResponse(await findSubscription(db, userId));
}
