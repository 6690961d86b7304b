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

  it('keeps working while statements are freed by the garbage collector', () => {
    const SQLite = loadSqliteDriver();
    const database = new SQLite(':memory:');
    database.prepare('create table t (n integer)').run();
    // Statements prepared and dropped at once are what the collector frees between ticks.
    for (let n = 0; n < 2000; n++) database.prepare(`insert into t (n) values (${n})`).run();
    (globalThis as { gc?: () => void }).gc?.();
    expect(database.prepare('select count(*) as c from t').get()).toEqual({ c: 2000 });
    database.close();
  });
});
