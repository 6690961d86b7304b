import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index.ts';

export interface MigratorOptions {
  /**
   * PostgreSQL schema holding the migration tables. Without it Kysely looks for them in every
   * schema, so databases living side by side in one server (tests) would see each other's.
   */
  schema?: string | undefined;
}

function createMigrator(db: Kysely<unknown>, { schema }: MigratorOptions = {}): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function unwrap(result: MigrationResultSet): string[] {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const cause = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`, {
      cause: result.error,
    });
  }
  return (result.results ?? []).map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest(
  db: Kysely<unknown>,
  options?: MigratorOptions,
): Promise<string[]> {
  return unwrap(await createMigrator(db, options).migrateToLatest());
}

/** Reverts the most recent migration; returns the name reverted. */
export async function migrateDown(
  db: Kysely<unknown>,
  options?: MigratorOptions,
): Promise<string[]> {
  return unwrap(await createMigrator(db, options).migrateDown());
}

/** Reverts every migration (tests and `db:migrate -- --reset` only). */
export async function migrateToNone(
  db: Kysely<unknown>,
  options?: MigratorOptions,
): Promise<string[]> {
  const { NO_MIGRATIONS } = await import('kysely');
  return unwrap(await createMigrator(db, options).migrateTo(NO_MIGRATIONS));
}
