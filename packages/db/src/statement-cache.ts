import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/**
 * Kysely prepares every query anew; with a handful of distinct queries serving all traffic, keeping
 * their prepared statements saves a parse and plan per request. SQLite re-plans a cached statement
 * by itself when the schema changes. Bounded so generated SQL cannot grow it without limit.
 */
export function withStatementCache(database: SqliteDatabase, maxStatements = 500) {
  const statements = new LRUCache<string, Statement>({ max: maxStatements });
  return {
    prepare(sql: string): Statement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
