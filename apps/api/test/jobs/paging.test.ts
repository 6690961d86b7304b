import { ListJobsResponseSchema, type ListJobsResponse } from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { describe, expect, it } from 'vitest';
import {
  call,
  createJobViaApi,
  expectFieldError,
  jobAppForSuite,
  newUser,
  seedJobs,
  type SignedInUser,
} from './support.ts';

describe.each(testDialects())('the tracker list in pages on %s', (dialect) => {
  const t = jobAppForSuite(dialect);

  const list = async (who: SignedInUser, query = ''): Promise<ListJobsResponse> => {
    const res = await call(t, who, { method: 'GET', url: `/api/jobs${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return ListJobsResponseSchema.parse(res.json());
  };

  const allPages = async (who: SignedInUser, limit: number, filters = '') => {
    const ids: string[] = [];
    let cursor: string | null | undefined;
    for (let guard = 0; guard < 100; guard++) {
      const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await list(who, `?limit=${limit}${filters}${after}`);
      expect(page.items.length).toBeLessThanOrEqual(limit);
      ids.push(...page.items.map((job) => job.id));
      cursor = page.nextCursor;
      if (cursor === null) return ids;
    }
    throw new Error('the pages never ended');
  };

  it('answers every application without a limit, as before paging', async () => {
    const user = await newUser(t);
    await seedJobs(t, user.id, 7);
    const whole = await list(user);
    expect(whole.items).toHaveLength(7);
    expect(whole.total).toBe(7);
    expect(whole).not.toHaveProperty('nextCursor');
  });

  it('pages through the board order without gaps or repeats', async () => {
    const user = await newUser(t);
    await seedJobs(t, user.id, 23);
    const whole = (await list(user)).items.map((job) => job.id);
    expect(await allPages(user, 5)).toEqual(whole);
    expect(await allPages(user, 23)).toEqual(whole);
    const first = await list(user, '?limit=5');
    expect(first.total).toBe(23);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('pages the matches of a search', async () => {
    const user = await newUser(t);
    await seedJobs(t, user.id, 12, (i) => ({ company: i % 2 ? `Acme ${i}` : `Other ${i}` }));
    const whole = (await list(user, '?q=acme')).items.map((job) => job.id);
    expect(whole).toHaveLength(6);
    expect(await allPages(user, 4, '&q=acme')).toEqual(whole);
  });

  it('starts the next page after the last card shown, even when cards were added meanwhile', async () => {
    const user = await newUser(t);
    await seedJobs(t, user.id, 6);
    const first = await list(user, '?limit=3');
    await createJobViaApi(t, user, { company: 'Added later', role: 'Engineer' });
    const second = await list(user, `?limit=10&cursor=${first.nextCursor}`);
    const shown = new Set(first.items.map((job) => job.id));
    expect(second.items.some((job) => shown.has(job.id))).toBe(false);
    expect(second.items.map((job) => job.company)).toContain('Added later');
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not write and a limit out of range', async () => {
    const user = await newUser(t);
    const bad = await call(t, user, {
      method: 'GET',
      url: '/api/jobs?limit=5&cursor=not-a-cursor',
    });
    expectFieldError(bad, 'cursor');
    const tooMany = await call(t, user, { method: 'GET', url: '/api/jobs?limit=501' });
    expectFieldError(tooMany, 'limit');
  });
});
