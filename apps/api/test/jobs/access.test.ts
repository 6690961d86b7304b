import { premiumGates } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setSubscription } from '../billing/support.ts';
import { createViaApi as createResumeViaApi } from '../resumes/support.ts';
import {
  call,
  createJobViaApi,
  expectError,
  jobAppForSuite,
  jobRequest,
  moveViaApi,
  newUser,
  premiumUserForSuite,
  storedJob,
} from './support.ts';

const csv = 'Company,Title\nAcme,Engineer\n';

/** Every route of the tracker, with a valid request. */
function everyRoute(jobId: string, noteId: string): InjectOptions[] {
  return [
    { method: 'GET', url: '/api/jobs' },
    { method: 'POST', url: '/api/jobs', payload: jobRequest() },
    { method: 'GET', url: '/api/jobs/board' },
    {
      method: 'PUT',
      url: '/api/jobs/board',
      payload: { stages: [{ id: 'wishlist', name: 'Wishlist', phase: 'wishlist' }] },
    },
    { method: 'GET', url: '/api/jobs/analytics' },
    { method: 'GET', url: '/api/jobs/export.csv' },
    { method: 'POST', url: '/api/jobs/import/preview', payload: { csv } },
    { method: 'POST', url: '/api/jobs/import', payload: { csv } },
    { method: 'POST', url: '/api/jobs/bulk-stage', payload: { ids: [jobId], stageId: 'offer' } },
    ...byIdRoutes(jobId, noteId),
  ];
}

/** The routes that name one application. */
function byIdRoutes(jobId: string, noteId: string): InjectOptions[] {
  return [
    { method: 'GET', url: `/api/jobs/${jobId}` },
    { method: 'PATCH', url: `/api/jobs/${jobId}`, payload: { version: 1, role: 'Taken over' } },
    {
      method: 'POST',
      url: `/api/jobs/${jobId}/move`,
      payload: { version: 1, stageId: 'offer', index: 0 },
    },
    { method: 'POST', url: `/api/jobs/${jobId}/notes`, payload: { text: 'Hello' } },
    { method: 'DELETE', url: `/api/jobs/${jobId}/notes/${noteId}` },
    { method: 'GET', url: `/api/jobs/${jobId}/sent.pdf` },
    { method: 'POST', url: `/api/jobs/${jobId}/restore` },
    { method: 'DELETE', url: `/api/jobs/${jobId}` },
  ];
}

const label = (o: InjectOptions) => `${o.method} ${o.url}`;

describe.each(testDialects())('job tracker access on %s', (dialect) => {
  const t = jobAppForSuite(dialect);
  const owner = premiumUserForSuite(t);
  let ownerJobId: string;
  let ownerNoteId: string;
  beforeAll(async () => {
    // Applied with a resume, so it has a snapshot and a sent PDF to steal.
    const resume = await createResumeViaApi(t, owner);
    const job = await createJobViaApi(t, owner, { company: 'Owned Inc', resumeId: resume.id });
    const moved = await moveViaApi(t, owner, job, 'applied');
    ownerJobId = moved.id;
    const note = await call(t, owner, {
      method: 'POST',
      url: `/api/jobs/${ownerJobId}/notes`,
      payload: { text: 'Private note' },
    });
    ownerNoteId = note.json<{ id: string }>().id;
  });

  it('asks for a token on every route', async () => {
    for (const route of everyRoute(ownerJobId, ownerNoteId)) {
      const res = await call(t, undefined, route);
      expect(res.statusCode, label(route)).toBe(401);
    }
  });

  it('answers 403 PREMIUM_REQUIRED to a free account on every route, whatever it sends', async () => {
    const free = await newUser(t, { premium: false });
    for (const route of [
      ...everyRoute(ownerJobId, ownerNoteId),
      { method: 'POST' as const, url: '/api/jobs', payload: { company: '' } },
    ]) {
      const res = await call(t, free, route);
      const body = expectError(res, 403, 'PREMIUM_REQUIRED');
      expect(body.details, label(route)).toMatchObject({ gate: 'jobTracker' });
      expect(body.message).toContain(premiumGates.jobTracker.description);
    }
    expect(
      await t.database.db
        .selectFrom('job_applications')
        .select('id')
        .where('user_id', '=', free.id)
        .execute(),
    ).toEqual([]);
  });

  it('closes the tracker when Premium ends, and keeps the applications', async () => {
    const lapsing = await newUser(t);
    const job = await createJobViaApi(t, lapsing);
    await setSubscription(t, lapsing.id, { status: 'canceled', plan_type: 'free' });
    expectError(
      await call(t, lapsing, { method: 'GET', url: '/api/jobs' }),
      403,
      'PREMIUM_REQUIRED',
    );
    await setSubscription(t, lapsing.id, { status: 'active' });
    const back = await call(t, lapsing, { method: 'GET', url: `/api/jobs/${job.id}` });
    expect(back.statusCode).toBe(200);
  });

  it("answers 404 for another user's application on every route, changing nothing", async () => {
    const stranger = await newUser(t);
    const before = await storedJob(t, ownerJobId);
    for (const route of byIdRoutes(ownerJobId, ownerNoteId)) {
      const res = await call(t, stranger, route);
      expectError(res, 404, 'NOT_FOUND');
      expect(res.body, label(route)).not.toContain('Owned Inc');
    }
    expect(await storedJob(t, ownerJobId)).toEqual(before);
    const owned = await call(t, owner, { method: 'GET', url: `/api/jobs/${ownerJobId}` });
    expect(owned.json().timeline.map((e: { kind: string }) => e.kind)).toContain('note');
  });

  it('answers 404 for ids that are not ids at all', async () => {
    for (const route of byIdRoutes('not-a-uuid', 'nope')) {
      expectError(await call(t, owner, route), 404, 'NOT_FOUND');
    }
  });

  it("does not count another user's ids in a bulk move, nor list them", async () => {
    const stranger = await newUser(t);
    const mine = await createJobViaApi(t, stranger);
    const res = await call(t, stranger, {
      method: 'POST',
      url: '/api/jobs/bulk-stage',
      payload: { ids: [ownerJobId, mine.id], stageId: 'offer' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 1 });
    expect((await storedJob(t, ownerJobId))!.stage_id).toBe('applied');

    const listed = await call(t, stranger, { method: 'GET', url: '/api/jobs?q=Owned' });
    expect(listed.json()).toEqual({ items: [], total: 0 });
    const exported = await call(t, stranger, { method: 'GET', url: '/api/jobs/export.csv' });
    expect(exported.body).not.toContain('Owned Inc');
  });
});
