import type { Kysely } from 'kysely';
import { createDatabase, migrateDown, migrateToLatest } from '@resumio/db';
import { loadConfig } from './config.ts';

/** `npm run db:migrate` applies pending migrations; `-- --down` reverts the latest one. */
async function main() {
  const config = loadConfig();
  const handle = createDatabase({
    databaseUrl: config.database.url,
    sqlitePath: config.database.sqlitePath,
  });
  try {
    const db = handle.db as Kysely<unknown>;
    const names = process.argv.includes('--down')
      ? await migrateDown(db)
      : await migrateToLatest(db);
    console.log(names.length ? `Migrations: ${names.join(', ')}` : 'Database is up to date.');
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
