import { ApiErrorBodySchema } from '@resumio/contract';
import { ResumeDetailSchema, VersionConflictDetailsSchema } from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
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

describe.each(testDialects())('resume versions on %s', (dialect) => {
  let t: ResumeTestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await buildResumeTestApp(dialect);
    user = await newUser(t);
  });
  afterAll(async () => t?.close());

  const patch = (id: string, payload: unknown) =>
    call(t, user, { method: 'PATCH', url: `/api/resumes/${id}`, payload: payload as object });

  it('answers a stale version with 409 and the current document, overwriting nothing', async () => {
    const created = await createViaApi(t, user);
    // Tab A saves first.
    const tabA = resumeDocument({ name: 'Saved by tab A' });
    const first = await patch(created.id, { version: 1, document: tabA });
    expect(first.statusCode).toBe(200);
    const before = await storedRow(t, created.id);

    // Tab B still thinks it is at version 1.
    const stale = await patch(created.id, {
      version: 1,
      document: resumeDocument({ name: 'Saved by tab B' }),
    });
    expect(stale.statusCode).toBe(409);
    const body = ApiErrorBodySchema.parse(stale.json());
    expect(body.code).toBe('VERSION_CONFLICT');
    const { current } = VersionConflictDetailsSchema.parse(body.details);
    expect(current).toMatchObject({ id: created.id, version: 2, name: 'Saved by tab A' });
    expect(current.document.basics?.name).toBe('Saved by tab A');
    expect(await storedRow(t, created.id)).toEqual(before);

    // A rename with a stale version is a conflict too.
    const staleRename = await patch(created.id, { version: 1, title: 'Renamed by B' });
    expect(staleRename.statusCode).toBe(409);
    expect(await storedRow(t, created.id)).toEqual(before);

    // "Keep mine": tab B resends over the version it was shown.
    const keepMine = await patch(created.id, {
      version: current.version,
      document: resumeDocument({ name: 'Saved by tab B' }),
    });
    expect(keepMine.statusCode).toBe(200);
    expect(ResumeDetailSchema.parse(keepMine.json())).toMatchObject({
      version: 3,
      name: 'Saved by tab B',
    });
  });

  it('treats a version from the future as stale', async () => {
    const created = await createViaApi(t, user);
    const res = await patch(created.id, { version: 7, title: 'From the future' });
    expect(res.statusCode).toBe(409);
    expect((await storedRow(t, created.id))!.title).toBe(created.title);
  });

  it('lets exactly one of several concurrent writes of the same version win', async () => {
    const created = await createViaApi(t, user);
    const writers = Array.from({ length: 6 }, (_, i) =>
      patch(created.id, { version: 1, document: resumeDocument({ name: `Writer ${i}` }) }),
    );
    const results = await Promise.all(writers);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const row = await storedRow(t, created.id);
    expect(row!.version).toBe(2);
    expect(row!.name).toBe(winner.name);
    expect(JSON.parse(row!.document).basics.name).toBe(winner.name);
    for (const loser of results.filter((r) => r.statusCode === 409)) {
      expect(loser.json().details.current.version).toBe(2);
      expect(loser.json().details.current.name).toBe(winner.name);
    }
  });

  it('advances the version by one on every save', async () => {
    const created = await createViaApi(t, user);
    let version = created.version;
    for (let i = 0; i < 5; i++) {
      const res = await patch(created.id, { version, title: `Round ${i}` });
      expect(res.statusCode).toBe(200);
      version = res.json().version;
    }
    expect(version).toBe(6);
    expect((await storedRow(t, created.id))!.title).toBe('Round 4');
  });
});
