import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateToLatest } from '@resumio/db';
import type { Kysely } from 'kysely';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';

// The product's API with its real plugin stack, on a throwaway SQLite file (or DATABASE_URL).
const dir = mkdtempSync(join(tmpdir(), 'resumio-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SQLITE_PATH: join(dir, 'bench.db'),
  RATE_LIMIT_MAX: '1000000',
  WEB_DIST_DIR: '/nonexistent',
});
const database = createDatabase({
  databaseUrl: config.database.url,
  sqlitePath: config.database.sqlitePath,
});
await migrateToLatest(database.db as Kysely<unknown>);
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`LISTENING ${address}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
