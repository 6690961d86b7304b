import type { DialectName } from '@resumio/db';
import { createTestDatabase, type TestDatabase } from '@resumio/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
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
    ...env,
  });
}

/** A fully built app on a fresh, migrated database of the given dialect. */
export async function buildTestApp(
  dialect: DialectName,
  env: Record<string, string | undefined> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const config = testConfig(env);
  const app = await buildApp({ config, database, logger: false });
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
