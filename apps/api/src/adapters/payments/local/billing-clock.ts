import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';

const CLOCK_ID = 'local';

/**
 * The local provider's clock: the wall clock plus an offset kept in the database, so every
 * instance and the billing-clock command agree on "now". It only ever moves forward.
 */
export async function clockOffsetSeconds(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('local_billing_clock')
    .select('offset_seconds')
    .where('id', '=', CLOCK_ID)
    .executeTakeFirst();
  return Number(row?.offset_seconds ?? 0);
}

export async function clockNow(db: Kysely<Database>): Promise<Date> {
  return new Date(Date.now() + (await clockOffsetSeconds(db)) * 1000);
}

/** Moves the clock to `target` (never backwards); returns the new "now". */
export async function advanceClockTo(db: Kysely<Database>, target: Date): Promise<Date> {
  const current = await clockNow(db);
  if (target <= current) return current;
  const offset = Math.ceil((target.getTime() - Date.now()) / 1000);
  await db
    .insertInto('local_billing_clock')
    .values({ id: CLOCK_ID, offset_seconds: offset, updated_at: new Date().toISOString() })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ offset_seconds: offset, updated_at: new Date().toISOString() }),
    )
    .execute();
  return new Date(Date.now() + offset * 1000);
}

/** One calendar month later, clamped to the month's last day (Jan 31 → Feb 28), as Stripe bills. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
