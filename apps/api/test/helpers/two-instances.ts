import type { DialectName } from '@resumio/db';
import { createTestDatabase, type TestDatabase } from '@resumio/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';

export interface TwoInstances {
  readonly a: FastifyInstance;
  readonly b: FastifyInstance;
  readonly database: TestDatabase;
}

/**
 * Two API instances on one fresh database, started together as two replicas behind a load
 * balancer would be, for the suite that calls this (closed after it).
 */
export function twoInstances(dialect: DialectName, config: Config): TwoInstances {
  let a: FastifyInstance | undefined;
  let b: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    [a, b] = await Promise.all([
      buildApp({ config, database, logger: false }),
      buildApp({ config, database, logger: false }),
    ]);
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.cleanup();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The two instances start in beforeAll.');
    return value;
  };
  return {
    get a() {
      return ready(a);
    },
    get b() {
      return ready(b);
    },
    get database() {
      return ready(database);
    },
  };
}
