import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../src/modules/contact/contact-limits.ts';
import {
  buildContactTestApp,
  contactRequest,
  sendContact,
  type ContactTestApp,
} from './support.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Behind a load balancer, each instance must count against the same budget.
describe.skipIf(!redisUrl)('contact limits shared through Redis', () => {
  let a: ContactTestApp;
  let b: ContactTestApp;
  beforeAll(async () => {
    a = await buildContactTestApp('sqlite', { REDIS_URL: redisUrl });
    b = await buildContactTestApp('sqlite', { REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts messages naming one email on either instance together', async () => {
    // An address of this run's own, so runs never share counters.
    const email = `shared.${randomBytes(6).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_LIMITS.perEmail; i++) {
      const res = await sendContact(i % 2 ? b : a, contactRequest({ email }));
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(CONTACT_LIMITS.perEmail).fill(201), 429]);
  });
});
