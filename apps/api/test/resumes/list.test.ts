import { ListResumesResponseSchema, type ListResumesResponse } from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildResumeTestApp,
  call,
  newUser,
  seedResumes,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

describe.each(testDialects())('resume list on %s', (dialect) => {
  let t: ResumeTestApp;
  let user: SignedInUser;
  let ids: string[];

  async function list(query: string, who = user): Promise<ListResumesResponse> {
    const res = await call(t, who, { method: 'GET', url: `/api/resumes?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return ListResumesResponseSchema.parse(res.json());
  }

  beforeAll(async () => {
    t = await buildResumeTestApp(dialect);
    user = await newUser(t);
    // 25 resumes, edited in an order unlike the order they were created in.
    ids = await seedResumes(t, user.id, 25, (i) => ({
      title: `Resume ${String(i).padStart(2, '0')}`,
      name: i === 7 ? 'José Núñez' : `Person ${i}`,
      label: i === 11 ? 'Data_Engineer 100%' : 'Engineer',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      updatedAt: new Date(Date.UTC(2026, 1, 1, 0, (i * 7) % 25)).toISOString(),
    }));
    // Someone else's and deleted ones never show.
    const other = await newUser(t);
    await seedResumes(t, other.id, 3, () => ({ title: 'Resume of someone else' }));
    await seedResumes(t, user.id, 2, () => ({
      title: 'Resume deleted',
      deletedAt: new Date().toISOString(),
    }));
  });
  afterAll(async () => t?.close());

  it('pages the newest edits first by default', async () => {
    const first = await list('pageSize=10');
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 25 });
    expect(first.items).toHaveLength(10);
    const updated = first.items.map((i) => i.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    const second = await list('page=2&pageSize=10');
    const third = await list('page=3&pageSize=10');
    expect(third.items).toHaveLength(5);
    const seen = [...first.items, ...second.items, ...third.items].map((i) => i.id);
    expect(new Set(seen).size).toBe(25);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect((await list('page=4&pageSize=10')).items).toEqual([]);
  });

  it('lists summaries without documents', async () => {
    const { items } = await list('pageSize=1');
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        'createdAt',
        'headline',
        'id',
        'name',
        'tailoredFor',
        'templateId',
        'title',
        'updatedAt',
        'version',
      ].sort(),
    );
    // Only a tailored copy says what it was made for.
    expect(items[0]!.tailoredFor).toBeNull();
  });

  it('sorts by every supported key', async () => {
    const titles = (await list('pageSize=100&sort=title_asc')).items.map((i) => i.title);
    expect(titles).toEqual([...titles].sort());
    expect(titles[0]).toBe('Resume 00');
    const desc = (await list('pageSize=100&sort=title_desc')).items.map((i) => i.title);
    expect(desc).toEqual([...titles].reverse());
    const asc = (await list('pageSize=100&sort=updated_asc')).items.map((i) => i.updatedAt);
    expect(asc).toEqual([...asc].sort());
    const created = (await list('pageSize=100&sort=created_desc')).items.map((i) => i.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('searches title, name and headline, ignoring case and accents', async () => {
    expect((await list('q=resume%2003')).items.map((i) => i.title)).toEqual(['Resume 03']);
    for (const q of ['josé', 'JOSÉ', 'nunez', 'NÚÑEZ']) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(found.total, q).toBe(1);
      expect(found.items[0]!.name).toBe('José Núñez');
    }
    expect((await list('q=engineer')).total).toBe(25);
    expect((await list('q=someone%20else')).total).toBe(0);
    expect((await list('q=deleted')).total).toBe(0);
  });

  it("treats LIKE's wildcards in the search as plain text", async () => {
    expect((await list(`q=${encodeURIComponent('100%')}`)).total).toBe(1);
    expect((await list(`q=${encodeURIComponent('_engineer')}`)).total).toBe(1);
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await list(`q=${encodeURIComponent('\\')}`)).total).toBe(0);
  });

  it('refuses bad paging and sort parameters with 400', async () => {
    for (const query of ['page=0', 'pageSize=101', 'pageSize=abc', 'sort=random', 'page=1.5']) {
      const res = await call(t, user, { method: 'GET', url: `/api/resumes?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers an empty page far past the end', async () => {
    const far = await list('page=999999999999&pageSize=100');
    expect(far.items).toEqual([]);
    expect(far.total).toBe(25);
  });

  it('shows a new user an empty list', async () => {
    expect(await list('', await newUser(t))).toEqual({
      items: [],
      page: 1,
      pageSize: 20,
      total: 0,
    });
  });
});
