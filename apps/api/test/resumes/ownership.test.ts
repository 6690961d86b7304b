import { testDialects } from '@resumio/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildResumeTestApp,
  call,
  createViaApi,
  newUser,
  resumeDocument,
  storedRow,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

describe.each(testDialects())('resume ownership on %s', (dialect) => {
  let t: ResumeTestApp;
  let owner: SignedInUser;
  let intruder: SignedInUser;
  let id: string;
  let deletedId: string;
  beforeAll(async () => {
    t = await buildResumeTestApp(dialect);
    owner = await newUser(t);
    // Premium, so that no answer could be a 403 from the plan rule instead.
    intruder = await newUser(t, { premium: true });
    id = (await createViaApi(t, owner)).id;
    deletedId = (await createViaApi(t, owner)).id;
    await call(t, owner, { method: 'DELETE', url: `/api/resumes/${deletedId}` });
  });
  afterAll(async () => t?.close());

  const routes = (target: () => string): [string, () => InjectOptions][] => [
    ['get', () => ({ method: 'GET', url: `/api/resumes/${target()}` })],
    [
      'update',
      () => ({
        method: 'PATCH',
        url: `/api/resumes/${target()}`,
        payload: { version: 1, document: resumeDocument({ name: 'Intruder' }) },
      }),
    ],
    ['delete', () => ({ method: 'DELETE', url: `/api/resumes/${target()}` })],
    ['duplicate', () => ({ method: 'POST', url: `/api/resumes/${target()}/duplicate` })],
    ['restore', () => ({ method: 'POST', url: `/api/resumes/${target()}/restore` })],
    ['export pdf', () => ({ method: 'GET', url: `/api/resumes/${target()}/export?format=pdf` })],
    ['export docx', () => ({ method: 'GET', url: `/api/resumes/${target()}/export?format=docx` })],
    ['readback', () => ({ method: 'GET', url: `/api/resumes/${target()}/readback` })],
  ];

  it.each(routes(() => id))("another user's live resume: %s → 404", async (_name, options) => {
    const before = await storedRow(t, id);
    const res = await call(t, intruder, options());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Resume not found.' });
    expect(await storedRow(t, id)).toEqual(before);
  });

  it.each(routes(() => deletedId))(
    "another user's deleted resume: %s → 404",
    async (_name, options) => {
      const res = await call(t, intruder, options());
      expect(res.statusCode).toBe(404);
      expect((await storedRow(t, deletedId))!.deleted_at).not.toBeNull();
    },
  );

  it("never lists another user's resumes, nor copies them", async () => {
    const res = await call(t, intruder, { method: 'GET', url: '/api/resumes' });
    expect(res.json().total).toBe(0);
    const rows = await t.database.db
      .selectFrom('resumes')
      .select('id')
      .where('user_id', '=', intruder.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('still serves the owner', async () => {
    const res = await call(t, owner, { method: 'GET', url: `/api/resumes/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
  });
});
