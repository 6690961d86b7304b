import { ListJobsResponseSchema } from '@resumio/contract/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listJobs } from '../../src/modules/jobs/list-jobs.ts';
import { buildBillingTestApp } from '../billing/support.ts';
import { watchHealthDuring } from '../helpers/health-while.ts';
import {
  call,
  createJobViaApi,
  newUser,
  seedJobs,
  type JobTestApp,
  type SignedInUser,
} from './support.ts';

// See import-availability.test.ts: well above a loaded machine's noise, far below a freeze.
const HEALTH_MS = 250;
const COUNT = 2000;

// With SQLite in a file, as a server runs it, the list is read and written in a compute thread.
describe('the tracker list read off the event loop (SQLite in a file)', () => {
  let t: JobTestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await buildBillingTestApp('sqlite', {}, undefined, { sqliteFile: true });
    user = await newUser(t);
    const stages = ['wishlist', 'applied', 'interviewing'];
    await seedJobs(t, user.id, COUNT, (i) => ({
      stage_id: stages[i % 3]!,
      position: Math.floor(i / 3),
      company: `Seeded ${i} Ünïcode`,
      location: i % 2 ? 'Remote' : 'Berlin',
      tags: JSON.stringify(i % 5 ? ['backend'] : ['frontend', 'remote']),
    }));
  }, 60_000);
  afterAll(async () => t?.close());

  const list = async (url: string) => {
    const res = await call(t, user, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return ListJobsResponseSchema.parse(res.json());
  };
  // The same read on the API's own connection, written the way the route writes it.
  const inProcess = async (query: Parameters<typeof listJobs>[2]) =>
    JSON.parse(
      JSON.stringify(await listJobs({ db: t.database.db, dialect: 'sqlite' }, user.id, query)),
    );

  it('answers what the in-process read answers, for every kind of query', async () => {
    const whole = await list('/api/jobs');
    expect(whole.items).toHaveLength(COUNT);
    expect(whole).toEqual(await inProcess({}));

    const first = await list('/api/jobs?limit=150');
    expect(first).toEqual(await inProcess({ limit: 150 }));
    const second = await list(
      `/api/jobs?limit=150&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(second).toEqual(await inProcess({ limit: 150, cursor: first.nextCursor! }));
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);

    expect(await list('/api/jobs?q=unicode&tag=frontend')).toEqual(
      await inProcess({ q: 'unicode', tag: 'frontend' }),
    );
    expect(await list('/api/jobs?stageId=applied')).toEqual(
      await inProcess({ stageId: 'applied' }),
    );
  });

  it('sees a change the moment it is saved', async () => {
    const someone = await newUser(t);
    const created = await createJobViaApi(t, someone, { company: 'Just Saved GmbH' });
    const found = await call(t, someone, { method: 'GET', url: '/api/jobs?q=just%20saved' });
    const items = ListJobsResponseSchema.parse(found.json()).items;
    expect(items.map((job) => job.id)).toEqual([created.id]);
  });

  it('keeps /api/health answering while eight lists of 2,000 are read', async () => {
    const watch = await watchHealthDuring(t.app, () =>
      Promise.all(
        Array.from({ length: 8 }, () => call(t, user, { method: 'GET', url: '/api/jobs' })),
      ),
    );
    expect(watch.result.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(watch.slowestMs).toBeLessThan(HEALTH_MS);
  });

  it('lists only the caller’s applications', async () => {
    const other = await newUser(t);
    await createJobViaApi(t, other, { company: 'Only Mine Ltd' });
    const theirs = await call(t, other, { method: 'GET', url: '/api/jobs' });
    expect(ListJobsResponseSchema.parse(theirs.json()).items.map((job) => job.company)).toEqual([
      'Only Mine Ltd',
    ]);
  });
});
