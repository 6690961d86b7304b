import type { DialectName } from '@resumio/db';
import { createTestDatabase, type TestDatabase } from '@resumio/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://localhost:3999';

/** Config for tests: embedded mode, quiet, no web build, overridable per test. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    WEB_DIST_DIR: '/nonexistent-web-build',
    // app.inject sends `Host: localhost:80`; the canonical-host tests turn the redirect back on.
    CANONICAL_HOST_REDIRECT: 'false',
    // A warm spare render thread only saves time after a thread is ended; the suite builds many
    // apps and would warm one more thread for each (the pool's own tests cover the spare).
    RENDER_SPARE_WORKERS: '0',
    ...env,
  });
}

/**
 * Adapters a test hands the app instead of the ones its config would choose; `sqliteFile` keeps
 * SQLite in a file (as in production) rather than in memory.
 */
export type TestAppOverrides = Pick<BuildAppOptions, 'ai' | 'clock' | 'jobLinks'> & {
  sqliteFile?: boolean;
};

/** A fully built app on a fresh, migrated database of the given dialect. */
export async function buildTestApp(
  dialect: DialectName,
  env: Record<string, string | undefined> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
  { sqliteFile, ...overrides }: TestAppOverrides = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect, { sqliteFile });
  const config = testConfig(env);
  const app = await buildApp({ ...overrides, config, database, logger: false });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}
