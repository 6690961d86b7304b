import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';

/**
 * A named lease in the shared database: the instance that holds it runs the periodic scan, the
 * others skip that round. It only saves duplicate work; what must happen once (a digest) is made
 * so by its own claim, so a lease that lapses mid-scan costs time, never a second mail.
 */
export async function acquireLease(
  db: Kysely<Database>,
  lease: { name: string; holder: string; now: Date; durationMs: number },
): Promise<boolean> {
  const expiresAt = new Date(lease.now.getTime() + lease.durationMs).toISOString();
  // Insert, or take over a lease whose holder let it lapse (stopped or crashed mid-scan).
  const row = await db
    .insertInto('scheduler_leases')
    .values({ name: lease.name, holder: lease.holder, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder: lease.holder, expires_at: expiresAt })
        .where('scheduler_leases.expires_at', '<=', lease.now.toISOString()),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === lease.holder;
}

export async function releaseLease(
  db: Kysely<Database>,
  lease: { name: string; holder: string },
): Promise<void> {
  await db
    .deleteFrom('scheduler_leases')
    .where('name', '=', lease.name)
    .where('holder', '=', lease.holder)
    .execute();
}
