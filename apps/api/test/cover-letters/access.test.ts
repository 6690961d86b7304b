import { testDialects } from '@resumio/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setSubscription } from '../billing/support.ts';
import {
  call,
  createEngineerResume,
  createLetterViaApi,
  expectError,
  JOB,
  letterAppForSuite,
  letterContent,
  letterRequest,
  newUser,
  storedLetter,
  type SignedInUser,
} from './support.ts';

/** The routes that name one letter, each with a valid request. */
function byIdRoutes(id: string): InjectOptions[] {
  return [
    { method: 'GET', url: `/api/cover-letters/${id}` },
    {
      method: 'PATCH',
      url: `/api/cover-letters/${id}`,
      payload: { version: 1, title: 'Taken over', content: letterContent({ greeting: 'Hi,' }) },
    },
    {
      method: 'POST',
      url: `/api/cover-letters/${id}/paragraph`,
      payload: { block: 0, action: 'shorter', current: [{ text: 'Mine now.' }] },
    },
    { method: 'GET', url: `/api/cover-letters/${id}/export?format=pdf` },
    { method: 'GET', url: `/api/cover-letters/${id}/export?format=txt` },
    { method: 'POST', url: `/api/cover-letters/${id}/duplicate` },
    { method: 'POST', url: `/api/cover-letters/${id}/restore` },
    { method: 'DELETE', url: `/api/cover-letters/${id}` },
  ];
}

/** Every route of the feature, with a valid request. */
function everyRoute(id: string, resumeId: string): InjectOptions[] {
  const generate = { ...JOB, resumeId, tone: 'warm', length: 'short' };
  return [
    { method: 'GET', url: '/api/cover-letters' },
    { method: 'POST', url: '/api/cover-letters', payload: letterRequest() },
    { method: 'POST', url: '/api/cover-letters/generate', payload: generate },
    { method: 'POST', url: '/api/cover-letters/generate/stream', payload: generate },
    ...byIdRoutes(id),
  ];
}

const label = (o: InjectOptions) => `${o.method} ${o.url}`;

describe.each(testDialects())('cover letter access on %s', (dialect) => {
  const t = letterAppForSuite(dialect);
  let owner: SignedInUser;
  let letterId: string;
  let resumeId: string;
  beforeAll(async () => {
    owner = await newUser(t);
    resumeId = (await createEngineerResume(t, owner)).id;
    letterId = (await createLetterViaApi(t, owner, { resumeId, title: 'Private letter' })).id;
  });

  it('asks for a token on every route', async () => {
    for (const options of everyRoute(letterId, resumeId)) {
      const res = await call(t, undefined, options);
      expect(res.statusCode, label(options)).toBe(401);
    }
  });

  it('meets a free user with 403 PREMIUM_REQUIRED on every route, whatever the request says', async () => {
    const free = await newUser(t, { premium: false });
    const freeResume = await createEngineerResume(t, free);
    const routes = [
      ...everyRoute(letterId, freeResume.id),
      // Even a request that is invalid learns only that Premium is needed.
      { method: 'POST', url: '/api/cover-letters', payload: { tone: 'sarcastic' } },
      { method: 'GET', url: `/api/cover-letters/${letterId}/export?format=exe` },
    ] satisfies InjectOptions[];
    for (const options of routes) {
      const res = await call(t, free, options);
      const body = expectError(res, 403, 'PREMIUM_REQUIRED');
      expect(body.details, label(options)).toMatchObject({ gate: 'coverLetters' });
    }
    expect((await storedLetter(t, letterId))!.title).toBe('Private letter');
  });

  it('meets a lapsed subscription with the same gate', async () => {
    const lapsed = await newUser(t);
    await setSubscription(t, lapsed.id, { status: 'canceled' });
    const res = await call(t, lapsed, { method: 'GET', url: '/api/cover-letters' });
    expectError(res, 403, 'PREMIUM_REQUIRED');
  });

  it("answers 404 for another user's letter on every route, changing nothing", async () => {
    const stranger = await newUser(t);
    const before = await storedLetter(t, letterId);
    for (const options of byIdRoutes(letterId)) {
      const res = await call(t, stranger, options);
      expectError(res, 404, 'NOT_FOUND');
    }
    expect(await storedLetter(t, letterId)).toEqual(before);
    const list = await call(t, stranger, { method: 'GET', url: '/api/cover-letters' });
    expect(list.json().total).toBe(0);
  });

  it("answers 404 for another user's deleted letter on restore", async () => {
    const other = await newUser(t);
    const theirs = await createLetterViaApi(t, other);
    await call(t, other, { method: 'DELETE', url: `/api/cover-letters/${theirs.id}` });
    const res = await call(t, owner, {
      method: 'POST',
      url: `/api/cover-letters/${theirs.id}/restore`,
    });
    expectError(res, 404, 'NOT_FOUND');
  });

  it("refuses to generate from another user's resume with 404", async () => {
    const stranger = await newUser(t);
    for (const url of ['/api/cover-letters/generate', '/api/cover-letters/generate/stream']) {
      const res = await call(t, stranger, {
        method: 'POST',
        url,
        payload: { ...JOB, resumeId },
      });
      expectError(res, 404, 'NOT_FOUND');
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('answers 404 for ids that are not letter ids', async () => {
    for (const options of byIdRoutes('not-a-uuid')) {
      const res = await call(t, owner, options);
      expectError(res, 404, 'NOT_FOUND');
    }
  });
});
