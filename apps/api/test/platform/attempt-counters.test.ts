import { createTestDatabase, type TestDatabase, testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAttemptCounter } from '../../src/lib/database-attempt-counter.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { twoInstances } from '../helpers/two-instances.ts';

const MINUTE = 60_000;

describe.each(testDialects())('security counters without Redis (%s)', (dialect) => {
  describe('on two instances of one database', () => {
    const instances = twoInstances(dialect, testConfig());

    it('count the same attempts at either instance', async () => {
      const atA = instances.a.attemptCounter('sign-in-failures', 15 * MINUTE);
      const atB = instances.b.attemptCounter('sign-in-failures', 15 * MINUTE);
      await atA.hit('ana@example.org');
      await atA.hit('ana@example.org');
      expect(await atB.hit('ana@example.org')).toBe(3);
      expect(await atA.count('ana@example.org')).toBe(3);
      expect(await atB.resetsInMs('ana@example.org')).toBeGreaterThan(14 * MINUTE);
      // Another key and another counter name are counted apart.
      expect(await atB.count('bo@example.org')).toBe(0);
      expect(
        await instances.a.attemptCounter('two-factor-failures', MINUTE).count('ana@example.org'),
      ).toBe(0);
    });

    it('store no address or account id, only hashes', async () => {
      await instances.a.attemptCounter('share-password', MINUTE).hit('share-123:203.0.113.9');
      const rows = await instances.database.db.selectFrom('attempt_counters').selectAll().execute();
      expect(rows.length).toBeGreaterThan(0);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain('example.org');
      expect(stored).not.toContain('203.0.113.9');
      expect(stored).not.toContain('share-123');
    });
  });

  describe('windows', () => {
    let database: TestDatabase;
    let clock = 1_000_000;
    const now = () => clock;
    const errors: unknown[] = [];

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(async () => database.cleanup());

    it('start with the first attempt, are not extended by later ones, and start again when ended', async () => {
      const counter = databaseAttemptCounter(
        database.db,
        'test:',
        10 * MINUTE,
        (e) => errors.push(e),
        now,
      );
      expect(await counter.hit('k')).toBe(1);
      clock += 6 * MINUTE;
      expect(await counter.hit('k')).toBe(2);
      expect(await counter.resetsInMs('k')).toBe(4 * MINUTE);
      clock += 4 * MINUTE;
      expect(await counter.count('k')).toBe(0);
      expect(await counter.resetsInMs('k')).toBe(0);
      expect(await counter.hit('k')).toBe(1);
      expect(await counter.resetsInMs('k')).toBe(10 * MINUTE);
      expect(errors).toEqual([]);
    });

    it('count every one of many attempts made at once', async () => {
      const counter = databaseAttemptCounter(
        database.db,
        'burst:',
        MINUTE,
        (e) => errors.push(e),
        now,
      );
      const answers = await Promise.all(Array.from({ length: 25 }, () => counter.hit('same')));
      expect(await counter.count('same')).toBe(25);
      expect([...answers].sort((x, y) => x - y)).toEqual(
        Array.from({ length: 25 }, (_, i) => i + 1),
      );
      expect(errors).toEqual([]);
    });

    it('clear ended windows so the table does not grow', async () => {
      const counter = databaseAttemptCounter(
        database.db,
        'purge:',
        MINUTE,
        (e) => errors.push(e),
        now,
      );
      for (const key of ['a', 'b', 'c']) await counter.hit(key);
      clock += 20 * MINUTE;
      // The next attempt (on any key) clears the ended windows.
      await counter.hit('d');
      const left = await database.db.selectFrom('attempt_counters').select('ends_at').execute();
      expect(left.every((row) => Number(row.ends_at) > clock)).toBe(true);
    });

    it('count nothing rather than turn people away when the store fails', async () => {
      const broken = await createTestDatabase(dialect);
      await broken.destroy();
      const failures: unknown[] = [];
      const counter = databaseAttemptCounter(broken.db, 'x:', MINUTE, (e) => failures.push(e), now);
      expect(await counter.hit('k')).toBe(0);
      expect(await counter.count('k')).toBe(0);
      expect(failures.length).toBe(2);
      await broken.cleanup().catch(() => undefined);
    });
  });
});
