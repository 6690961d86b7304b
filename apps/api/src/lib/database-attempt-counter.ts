import { createHash } from 'node:crypto';
import type { Database } from '@resumio/db';
import { type Kysely, sql } from 'kysely';
import type { AttemptCounter } from './attempt-counter.ts';

/** How often one instance clears windows that have ended. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Counts in the database, for installations without Redis: every instance on the same database
 * sees the same numbers, and a restart does not give an attacker a fresh budget. One upsert per
 * attempt, atomic on SQLite and PostgreSQL alike; keys are stored as hashes, so the table holds no
 * address or account id. Like the Redis counter, a failing store counts nothing rather than
 * turning people away.
 */
export function databaseAttemptCounter(
  db: Kysely<Database>,
  namespace: string,
  windowMs: number,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): AttemptCounter {
  const hashOf = (key: string) =>
    createHash('sha256').update(namespace).update('\u0000').update(key).digest('base64url');
  let lastPurge = 0;

  async function purgeEnded(at: number): Promise<void> {
    if (at - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = at;
    await db.deleteFrom('attempt_counters').where('ends_at', '<=', at).execute();
  }

  async function window(key: string): Promise<{ count: number; endsAt: number } | undefined> {
    const row = await db
      .selectFrom('attempt_counters')
      .select(['count', 'ends_at'])
      .where('key_hash', '=', hashOf(key))
      .executeTakeFirst();
    if (!row) return undefined;
    const endsAt = Number(row.ends_at);
    return endsAt > now() ? { count: Number(row.count), endsAt } : undefined;
  }

  return {
    async hit(key) {
      const at = now();
      try {
        // The window starts with the first attempt and is not extended by later ones; an ended
        // window starts again at one.
        const row = await db
          .insertInto('attempt_counters')
          .values({ key_hash: hashOf(key), count: 1, ends_at: at + windowMs })
          .onConflict((conflict) =>
            conflict.column('key_hash').doUpdateSet({
              count: sql<number>`case when attempt_counters.ends_at > ${at} then attempt_counters.count + 1 else 1 end`,
              ends_at: sql<number>`case when attempt_counters.ends_at > ${at} then attempt_counters.ends_at else ${at + windowMs} end`,
            }),
          )
          .returning('count')
          .executeTakeFirstOrThrow();
        await purgeEnded(at);
        return Number(row.count);
      } catch (error) {
        onError(error);
        return 0;
      }
    },
    async count(key) {
      try {
        return (await window(key))?.count ?? 0;
      } catch (error) {
        onError(error);
        return 0;
      }
    },
    async resetsInMs(key) {
      try {
        const current = await window(key);
        return current ? Math.max(current.endsAt - now(), 0) : 0;
      } catch (error) {
        onError(error);
        return 0;
      }
    },
  };
}
