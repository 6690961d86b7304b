import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type DatabaseHandle, type DialectName } from '../create-database.ts';
import { migrateToLatest } from '../migrator.ts';

export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL schema this database lives in (undefined on SQLite). */
  schema?: string | undefined;
  /** Drops what the test created: the PostgreSQL schema, or the SQLite file's folder. */
  cleanup(): Promise<void>;
}

/** The dialects a test suite should run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

async function withAdmin<T>(url: string, run: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    return await run(admin);
  } finally {
    await admin.destroy();
  }
}

/**
 * A fresh, empty database for one test file: an in-memory SQLite database, or a new schema in the
 * PostgreSQL database named by TEST_DATABASE_URL. Migrated unless `migrate: false`. With
 * `sqliteFile`, SQLite lives in a file of a temporary folder (removed by `cleanup`), as in
 * production, where other threads can open it.
 */
export async function createTestDatabase(
  dialect: DialectName,
  { migrate = true, sqliteFile = false }: { migrate?: boolean; sqliteFile?: boolean } = {},
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const folder = sqliteFile ? mkdtempSync(join(tmpdir(), 'resumio-test-db-')) : undefined;
    const handle = createDatabase({ sqlitePath: folder ? join(folder, 'app.db') : ':memory:' });
    if (migrate) await migrateToLatest(handle.db as Kysely<unknown>);
    return {
      ...handle,
      async cleanup() {
        await handle.destroy();
        if (folder) rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, (admin) => sql`create schema ${sql.id(schema)}`.execute(admin));
  const handle = createDatabase({ databaseUrl: url, postgresSchema: schema, poolSize: 4 });
  if (migrate) await migrateToLatest(handle.db as Kysely<unknown>, { schema });
  return {
    ...handle,
    schema,
    async cleanup() {
      await handle.destroy();
      await withAdmin(url, (admin) =>
        sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin),
      );
    },
  };
}
