import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateToLatest } from '@resumio/db';
import type { Kysely } from 'kysely';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { seedPremiumUsers } from '../lib/seed-premium-users.ts';

// The product's API with its real plugin stack, on a throwaway SQLite file (or DATABASE_URL). The
// users named in BENCH_PREMIUM_SUBJECTS (subjects of the OIDC_ISSUER) start on an active Premium
// subscription, for benchmarks of Premium routes such as the job tracker.
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
const premiumSubjects = (process.env.BENCH_PREMIUM_SUBJECTS ?? '').split(',').filter(Boolean);
if (premiumSubjects.length > 0) {
  await seedPremiumUsers(database.db, process.env.OIDC_ISSUER!, premiumSubjects);
}
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`LISTENING ${address}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
