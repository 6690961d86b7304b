import { ApiErrorBodySchema } from '@resumio/contract';
import {
  ListResumeSharesResponseSchema,
  type ResumeDetail,
  ResumeShareResponseSchema,
} from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildResumeTestApp,
  call,
  createViaApi,
  newUser,
  resumeDocument,
  type ResumeTestApp,
  type SignedInUser,
} from '../resumes/support.ts';

const shareUrl = (id: string) => `/api/resumes/${id}/share`;

describe.each(testDialects())('public resume links on %s', (dialect) => {
  let t: ResumeTestApp;
  let owner: SignedInUser;
  let premium: SignedInUser;
  let stranger: SignedInUser;
  let resume: ResumeDetail;

  const save = (user: SignedInUser, id: string, payload: Record<string, unknown>) =>
    call(t, user, { method: 'PUT', url: shareUrl(id), payload });
  const visit = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });

  beforeAll(async () => {
    t = await buildResumeTestApp(dialect);
    owner = await newUser(t);
    premium = await newUser(t, { premium: true });
    stranger = await newUser(t);
    resume = await createViaApi(t, owner, {
      source: 'document',
      document: resumeDocument({ name: 'Ada <Lovelace>', label: 'Analyst' }),
    });
  });
  afterAll(async () => t?.close());

  it('has no link until one is made', async () => {
    const res = await call(t, owner, { method: 'GET', url: shareUrl(resume.id) });
    expect(res.statusCode).toBe(200);
    expect(ResumeShareResponseSchema.parse(res.json())).toEqual({
      share: null,
      views: { total: 0, days: [] },
    });
  });

  it('makes an unguessable link whose page is the resume, noindex, with a social card', async () => {
    const res = await save(owner, resume.id, {});
    expect(res.statusCode, res.body).toBe(200);
    const { share } = ResumeShareResponseSchema.parse(res.json());
    expect(share!.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(share).toMatchObject({ customSlug: false, hasPassword: false, indexable: false });

    const page = await visit(share!.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toMatch(/<meta\s+name="robots"\s+content="noindex, nofollow"/);
    expect(page.body).toContain('<h1>Ada &lt;Lovelace&gt;</h1>');
    expect(page.body).toContain('property="og:title" content="Ada &lt;Lovelace&gt; — Analyst"');
    expect(page.body).toContain('this page counts views per day');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toContain('Download PDF');
    // The first render starts the render threads, which takes a while on a busy machine.
  }, 90_000);

  it('answers 304 to a matching ETag and counts views per day', async () => {
    const { share } = (await call(t, owner, { method: 'GET', url: shareUrl(resume.id) })).json();
    const first = await visit(share.path);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await visit(share.path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await call(t, owner, { method: 'GET', url: shareUrl(resume.id) });
    const { views } = ResumeShareResponseSchema.parse(res.json());
    expect(views.total).toBe(3);
    expect(views.days).toEqual([{ day: new Date().toISOString().slice(0, 10), views: 3 }]);
    const list = ListResumeSharesResponseSchema.parse(
      (await call(t, owner, { method: 'GET', url: '/api/resume-shares' })).json(),
    );
    expect(list.items).toEqual([
      { resumeId: resume.id, path: share.path, status: 'active', totalViews: 3 },
    ]);
    // Nothing about the visitor is kept: the view table holds a count per day only.
    const rows = await t.database.db.selectFrom('resume_share_views').selectAll().execute();
    expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'share_id', 'views']);
  });

  it('changes the ETag when the resume changes', async () => {
    const { share } = (await call(t, owner, { method: 'GET', url: shareUrl(resume.id) })).json();
    const before = (await visit(share.path)).headers.etag;
    const patch = await call(t, owner, {
      method: 'PATCH',
      url: `/api/resumes/${resume.id}`,
      payload: { version: resume.version, title: 'Renamed' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    resume = patch.json();
    const after = await visit(share.path, { 'if-none-match': before as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('lets the owner opt in to indexing and allow the PDF', async () => {
    const res = await save(owner, resume.id, { indexable: true, allowPdf: true });
    const { share } = ResumeShareResponseSchema.parse(res.json());
    const page = await visit(share!.path);
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.body).toMatch(/<meta\s+name="robots"\s+content="index, follow"/);
    expect(page.body).toContain(`href="${share!.path}/pdf"`);
    const pdf = await visit(`${share!.path}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await save(owner, resume.id, { allowPdf: false });
    expect((await visit(`${share!.path}/pdf`)).statusCode).toBe(404);
  });

  it('keeps custom slugs for Premium, on the server', async () => {
    const refused = await save(owner, resume.id, { slug: 'ada-lovelace' });
    expect(refused.statusCode).toBe(403);
    expect(ApiErrorBodySchema.parse(refused.json()).code).toBe('PREMIUM_REQUIRED');

    const own = await createViaApi(t, premium);
    const ok = await save(premium, own.id, { slug: 'Grace-Hopper' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().share).toMatchObject({ slug: 'grace-hopper', customSlug: true });
    expect((await visit('/r/grace-hopper')).statusCode).toBe(200);

    const other = await createViaApi(t, premium);
    const taken = await save(premium, other.id, { slug: 'grace-hopper' });
    expect(taken.statusCode).toBe(409);
    expect(ApiErrorBodySchema.parse(taken.json())).toMatchObject({ code: 'CONFLICT' });
    const bad = await save(premium, other.id, { slug: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('asks for the password, hashed, and opens with it', async () => {
    const own = await createViaApi(t, owner);
    const res = await save(owner, own.id, { password: 'open sesame' });
    const { share } = ResumeShareResponseSchema.parse(res.json());
    expect(share!.hasPassword).toBe(true);
    const row = await t.database.db
      .selectFrom('resume_shares')
      .select('password_hash')
      .where('slug', '=', share!.slug)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);

    const locked = await visit(share!.path);
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toContain('type="password"');
    expect(locked.body).not.toContain('Ada');
    expect(locked.headers['cache-control']).toBe('no-store');

    const form = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: share!.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password }).toString(),
      });
    const wrong = await form('nope');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That password is not right.');
    const right = await form('open sesame');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(share!.path);
    const cookie = String(right.headers['set-cookie']).split(';')[0]!;
    expect(String(right.headers['set-cookie'])).toContain('HttpOnly');
    const open = await visit(share!.path, { cookie });
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('private, no-cache');

    // A new password ends every earlier cookie.
    await save(owner, own.id, { password: 'another one' });
    expect((await visit(share!.path, { cookie })).statusCode).toBe(401);
    await save(owner, own.id, { password: null });
    expect((await visit(share!.path)).statusCode).toBe(200);
  });

  it('answers 410 once revoked or expired, and 404 for unknown slugs', async () => {
    const own = await createViaApi(t, owner);
    const { share } = (await save(owner, own.id, {})).json();
    const revoke = await call(t, owner, { method: 'DELETE', url: shareUrl(own.id) });
    expect(revoke.statusCode).toBe(204);
    const gone = await visit(share.path);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This link has ended');
    expect((await call(t, owner, { method: 'GET', url: shareUrl(own.id) })).json().share).toBe(
      null,
    );

    // A new link is a new slug; the revoked one stays ended.
    const fresh = (await save(owner, own.id, { expiresAt: '2999-01-01T00:00:00Z' })).json().share;
    expect(fresh.slug).not.toBe(share.slug);
    expect((await visit(share.path)).statusCode).toBe(410);
    expect((await visit(fresh.path)).statusCode).toBe(200);
    await t.database.db
      .updateTable('resume_shares')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('slug', '=', fresh.slug)
      .execute();
    expect((await visit(fresh.path)).statusCode).toBe(410);
    expect(
      (await call(t, owner, { method: 'GET', url: shareUrl(own.id) })).json().share.status,
    ).toBe('expired');

    const past = await save(owner, own.id, { expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect((await visit('/r/no-such-link-here')).statusCode).toBe(404);
    expect((await visit('/r/%3Cscript%3E')).statusCode).toBe(404);
  });

  it("answers 404 for another user's resume", async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(t, stranger, {
        method,
        url: shareUrl(resume.id),
        ...(method === 'PUT' ? { payload: {} } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(ApiErrorBodySchema.parse(res.json()).code).toBe('NOT_FOUND');
    }
    expect((await call(t, stranger, { method: 'GET', url: '/api/resume-shares' })).json()).toEqual({
      items: [],
    });
  });

  it('refuses without sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: shareUrl(resume.id) });
    expect(res.statusCode).toBe(401);
  });
});
