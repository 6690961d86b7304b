import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadSqliteDriver, sqliteDriverPackage } from './sqlite-driver.ts';

const require = createRequire(import.meta.url);
const majorOf = (version: string) => Number(version.split('.')[0]);

describe('SQLite driver choice', () => {
  it('gives Node 22 and later the Node-API build and Node 20 the build kept for it', () => {
    expect(sqliteDriverPackage('20.19.0')).toBe('better-sqlite3-node20');
    expect(sqliteDriverPackage('v20.20.2')).toBe('better-sqlite3-node20');
    expect(sqliteDriverPackage('22.12.0')).toBe('better-sqlite3');
    expect(sqliteDriverPackage('24.21.0')).toBe('better-sqlite3');
    expect(sqliteDriverPackage('26.0.0')).toBe('better-sqlite3');
  });

  it('loads the major version meant for the running Node', () => {
    const name = sqliteDriverPackage();
    const { version } = require(`${name}/package.json`) as { version: string };
    expect(majorOf(version)).toBe(majorOf(process.versions.node) >= 22 ? 13 : 12);
    const database = new (loadSqliteDriver())(':memory:');
    expect(database.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    database.close();
  });

  it('keeps working while the collector frees statements between ticks', async () => {
    // better-sqlite3 12 on Node 24.19+ aborts the process here: statements dropped in one tick
    // and freed by a collection that allocation triggers in a later one.
    const SQLite = loadSqliteDriver();
    const database = new SQLite(':memory:');
    database.prepare('create table t (n integer)').run();
    for (let round = 0; round < 100; round++) {
      for (let i = 0; i < 300; i++) {
        database.prepare(`insert into t (n) values (${round * 1000 + i})`).run();
      }
      let garbage: object[] | null = Array.from({ length: 20_000 }, (_, i) => ({
        i,
        s: 'x'.repeat(20),
      }));
      garbage = null;
      await new Promise((resolve) => setImmediate(resolve, garbage));
    }
    (globalThis as { gc?: () => void }).gc?.();
    expect(database.prepare('select count(*) as c from t').get()).toEqual({ c: 30000 });
    database.close();
  });
});
