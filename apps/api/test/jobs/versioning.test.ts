import { ApiErrorBodySchema } from '@resumio/contract';
import { JobVersionConflictDetailsSchema } from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { describe, expect, it } from 'vitest';
import {
  call,
  createJobViaApi,
  jobAppForSuite,
  premiumUserForSuite,
  storedJob,
} from './support.ts';

describe.each(testDialects())('application versions on %s', (dialect) => {
  const t = jobAppForSuite(dialect);
  const user = premiumUserForSuite(t);

  const patch = (id: string, payload: Record<string, unknown>) =>
    call(t, user, { method: 'PATCH', url: `/api/jobs/${id}`, payload });

  it('answers a stale version with 409 and the current application, overwriting nothing', async () => {
    const job = await createJobViaApi(t, user, { role: 'Original' });
    expect((await patch(job.id, { version: 1, role: 'Saved by tab A' })).statusCode).toBe(200);
    const before = await storedJob(t, job.id);

    const stale = await patch(job.id, { version: 1, role: 'Saved by tab B', location: 'Mars' });
    expect(stale.statusCode).toBe(409);
    const body = ApiErrorBodySchema.parse(stale.json());
    expect(body.code).toBe('VERSION_CONFLICT');
    const { current } = JobVersionConflictDetailsSchema.parse(body.details);
    expect(current).toMatchObject({ id: job.id, version: 2, role: 'Saved by tab A' });
    expect(current.timeline.length).toBeGreaterThan(0);
    expect(await storedJob(t, job.id)).toEqual(before);

    // "Keep mine": resent over the version it was shown.
    const keepMine = await patch(job.id, { version: current.version, role: 'Saved by tab B' });
    expect(keepMine.statusCode).toBe(200);
    expect(keepMine.json()).toMatchObject({ version: 3, role: 'Saved by tab B' });
  });

  it('treats a version from the future as stale', async () => {
    const job = await createJobViaApi(t, user);
    expect((await patch(job.id, { version: 9, role: 'Future' })).statusCode).toBe(409);
    expect((await storedJob(t, job.id))!.role).toBe(job.role);
  });

  it('lets exactly one of several concurrent writes of the same version win', async () => {
    const job = await createJobViaApi(t, user);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => patch(job.id, { version: 1, role: `Writer ${i}` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json<{ role: string }>().role;
    expect((await storedJob(t, job.id))!).toMatchObject({ role: winner, version: 2 });
  });

  it('checks the version on a move too, moving nothing when stale', async () => {
    const job = await createJobViaApi(t, user);
    await patch(job.id, { version: 1, role: 'Edited elsewhere' });
    const res = await call(t, user, {
      method: 'POST',
      url: `/api/jobs/${job.id}/move`,
      payload: { version: 1, stageId: 'applied', index: 0 },
    });
    expect(res.statusCode).toBe(409);
    const { current } = JobVersionConflictDetailsSchema.parse(res.json().details);
    expect(current).toMatchObject({ version: 2, stageId: 'wishlist' });
    expect((await storedJob(t, job.id))!).toMatchObject({ stage_id: 'wishlist', version: 2 });
  });

  it('lets one of two concurrent moves of the same version win', async () => {
    const job = await createJobViaApi(t, user);
    const results = await Promise.all(
      ['applied', 'offer'].map((stageId) =>
        call(t, user, {
          method: 'POST',
          url: `/api/jobs/${job.id}/move`,
          payload: { version: 1, stageId, index: 0 },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await t.database.db
      .selectFrom('job_events')
      .select('kind')
      .where('job_id', '=', job.id)
      .where('kind', '=', 'stage')
      .execute();
    expect(events).toHaveLength(1);
  });
});
