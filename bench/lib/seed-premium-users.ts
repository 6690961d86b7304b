import { randomUUID } from 'node:crypto';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';

/**
 * Stores a user for each subject of `issuer`, each on an active Premium subscription, so a
 * benchmark reaches Premium routes (the job tracker) without going through a checkout.
 */
export async function seedPremiumUsers(
  db: Kysely<Database>,
  issuer: string,
  subjects: string[],
): Promise<void> {
  const now = new Date().toISOString();
  const periodEnd = new Date(Date.now() + 30 * 86_400_000).toISOString();
  for (const subject of subjects) {
    const id = randomUUID();
    await db
      .insertInto('users')
      .values({
        id,
        issuer,
        subject,
        email: `${subject}@example.com`,
        display_name: subject,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('subscriptions')
      .values({
        user_id: id,
        provider: 'local',
        customer_id: `cus_bench_${subject}`,
        subscription_id: `sub_bench_${subject}`,
        plan_type: 'premium',
        status: 'active',
        price_id: 'price_resumio_premium_monthly',
        current_period_end: periodEnd,
        cancel_at_period_end: 0,
        last_event_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
