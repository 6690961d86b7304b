import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { CustomTypesConfig } from 'pg';
import type { Database } from './schema.ts';
import { loadSqliteDriver } from './sqlite-driver.ts';
import { withStatementCache } from './statement-cache.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite at `sqlitePath`. */
  databaseUrl?: string | undefined;
  sqlitePath?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  postgresSchema?: string;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /**
   * The SQLite database's file, which other threads may open to read (WAL lets readers run
   * beside the writer); undefined for PostgreSQL and for an in-memory database.
   */
  sqliteFile?: string | undefined;
  ping(): Promise<boolean>;
  destroy(): Promise<void>;
}

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

function toIso(value: string): string {
  return new Date(value).toISOString();
}

function createPostgres(options: DatabaseOptions & { databaseUrl: string }): Kysely<Database> {
  // Timestamps come back as ISO strings so both dialects hand the application the same type.
  // pg is loaded on first use: a SQLite install never pays for it at start-up.
  const pool = async () => {
    const { default: pg } = await import('pg');
    return new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser(oid: number, format?: 'text' | 'binary') {
          if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID) return toIso;
          return pg.types.getTypeParser(oid, format);
        },
      } as CustomTypesConfig,
      ...(options.postgresSchema ? { options: `-c search_path=${options.postgresSchema}` } : {}),
    });
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function createSqlite(path: string): Kysely<Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const SQLite = loadSqliteDriver();
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  // FULL: a commit survives power loss, not only a process crash.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
  });
}

/**
 * A read-only connection to a SQLite file, for a thread that answers large reads off the API's
 * event loop. WAL mode (set by the writer) lets it read while the writer writes; it sees every
 * committed transaction.
 */
export function openSqliteReader(path: string): Kysely<Database> {
  const SQLite = loadSqliteDriver();
  const database = new SQLite(path, { readonly: true, fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
  });
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const dialect: DialectName = isPostgresUrl(options.databaseUrl) ? 'postgres' : 'sqlite';
  const sqlitePath = options.sqlitePath ?? './data/app.db';
  const db =
    dialect === 'postgres'
      ? createPostgres(options as DatabaseOptions & { databaseUrl: string })
      : createSqlite(sqlitePath);
  return {
    db,
    dialect,
    sqliteFile: dialect === 'sqlite' && sqlitePath !== ':memory:' ? resolve(sqlitePath) : undefined,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    destroy: () => db.destroy(),
  };
}
