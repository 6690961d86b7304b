import { describe, expect, it, vi } from 'vitest';
import { loadSqliteDriver } from './sqlite-driver.ts';
import { withStatementCache } from './statement-cache.ts';

const SQLite = loadSqliteDriver();

describe('statement cache', () => {
  it('prepares each distinct SQL once and keeps answering correctly', () => {
    const database = new SQLite(':memory:');
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database);
    cached.prepare('create table t (n integer)').run();
    for (let n = 0; n < 5; n++) cached.prepare('insert into t (n) values (?)').run(n);
    expect(cached.prepare('select sum(n) as s from t').get()).toEqual({ s: 10 });
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.close();
  });

  it('survives a schema change under a cached statement', () => {
    const cached = withStatementCache(new SQLite(':memory:'));
    cached.prepare('create table t (a integer)').run();
    cached.prepare('insert into t (a) values (1)').run();
    expect(cached.prepare('select * from t').all()).toEqual([{ a: 1 }]);
    cached.prepare('alter table t add column b text').run();
    expect(cached.prepare('select * from t').all()).toEqual([{ a: 1, b: null }]);
    cached.close();
  });

  it('stays within its bound', () => {
    const database = new SQLite(':memory:');
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 3'); // evicts "select 1"
    cached.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(4);
    cached.close();
  });
});
