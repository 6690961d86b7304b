import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Two instances on one Redis share one budget per client: the point of REDIS_URL.
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_MAX: '4' };
    a = await buildTestApp('sqlite', env);
    b = await buildTestApp('sqlite', env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts requests to either instance against the same limit', async () => {
    // A client address of its own, so runs never share counters.
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a, b]) {
      const res = await app.app.inject({
        method: 'GET',
        url: '/api/public-config',
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const last = await b.app.inject({
      method: 'GET',
      url: '/api/public-config',
      remoteAddress: ip,
    });
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
