import { ApiErrorBodySchema, type FieldIssue } from '@resumio/contract';
import { CreateResumeResponseSchema, RESUMES_PER_USER_MAX } from '@resumio/contract/resumes';
import { RESUME_LIMITS } from '@resumio/resume';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildResumeTestApp,
  call,
  createViaApi,
  newUser,
  resumeDocument,
  seedResumes,
  storedRow,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

const jsonResume = {
  basics: {
    name: 'Ada Nwosu',
    label: 'Site Reliability Engineer',
    email: 'ada@example.net',
    url: 'ada.example.net',
    pronouns: 'she/her',
  },
  work: [
    {
      name: 'Fjord Systems',
      position: 'SRE',
      startDate: '2019-04',
      endDate: 'Present',
      highlights: ['Halved paging volume with SLO-based alerting.'],
      team: { size: 6 },
    },
  ],
  customTopLevel: [1, 2, 3],
};

function issues(body: unknown): FieldIssue[] {
  return ApiErrorBodySchema.parse(body).details as FieldIssue[];
}

describe.each(testDialects())('resume limits and import on %s', (dialect) => {
  let t: ResumeTestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await buildResumeTestApp(dialect);
    user = await newUser(t);
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown, who = user) =>
    call(t, who, { method: 'POST', url: '/api/resumes', payload: payload as object });

  it('imports a JSON Resume, keeping unknown fields and reporting repairs', async () => {
    const res = await post({ source: 'import', jsonResume });
    expect(res.statusCode).toBe(201);
    const body = CreateResumeResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      title: 'Ada Nwosu — Site Reliability Engineer',
      name: 'Ada Nwosu',
      headline: 'Site Reliability Engineer',
      templateId: 'classic',
    });
    expect(body.document).toMatchObject({ customTopLevel: [1, 2, 3] });
    expect(body.document.basics).toMatchObject({ pronouns: 'she/her' });
    expect(body.document.work?.[0]).toMatchObject({ team: { size: 6 } });
    expect(body.importWarnings?.map((w) => w.path)).toEqual(
      expect.arrayContaining(['basics.url', 'work[0].endDate']),
    );
  });

  it('imports a JSON Resume sent as text, with a title', async () => {
    const res = await post({
      source: 'import',
      jsonResume: JSON.stringify(jsonResume, null, 2),
      title: 'From my old tool',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'From my old tool', name: 'Ada Nwosu' });
  });

  it('reads a JSON Resume with values of the wrong form, reporting each repaired field', async () => {
    const cases: [unknown, string][] = [
      [{ basics: { name: 42 } }, 'basics.name'],
      [{ work: 'not a list' }, 'work'],
      [{ work: [{ highlights: [1] }] }, 'work[0].highlights'],
    ];
    for (const [file, path] of cases) {
      const res = await post({ source: 'import', jsonResume: file });
      expect(res.statusCode, JSON.stringify(file)).toBe(201);
      const body = CreateResumeResponseSchema.parse(res.json());
      expect(body.importWarnings?.map((w) => w.path)).toEqual([path]);
    }
  });

  it('refuses a file that is not a JSON Resume with 400', async () => {
    const cases: [unknown, string][] = [
      ['{not json', ''],
      [[1, 2], ''],
      [{ name: 'some-package', version: '1.0.0' }, ''],
    ];
    for (const [file, path] of cases) {
      const res = await post({ source: 'import', jsonResume: file });
      expect(res.statusCode, JSON.stringify(file)).toBe(400);
      const body = ApiErrorBodySchema.parse(res.json());
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(issues(body).map((i) => i.path)).toContain(path);
    }
  });

  it('refuses too many entries with 400 and the field path', async () => {
    const work = Array.from({ length: RESUME_LIMITS.entriesPerSection + 1 }, (_, i) => ({
      name: `Company ${i}`,
    }));
    const res = await post({ source: 'document', document: resumeDocument({ work }) });
    expect(res.statusCode).toBe(400);
    expect(issues(res.json()).map((i) => i.path)).toContain('document.work');

    const highlights = Array.from({ length: RESUME_LIMITS.bulletsPerEntry + 1 }, () => 'Did it.');
    const created = await createViaApi(t, user);
    const update = await call(t, user, {
      method: 'PATCH',
      url: `/api/resumes/${created.id}`,
      payload: {
        version: 1,
        document: resumeDocument({ work: [{ name: 'Acme', highlights }] }),
      },
    });
    expect(update.statusCode).toBe(400);
    expect(issues(update.json()).map((i) => i.path)).toContain('document.work.0.highlights');
    expect((await storedRow(t, created.id))!.version).toBe(1);
  });

  it('refuses over-long strings with 400 and the field path', async () => {
    const document = resumeDocument({ name: 'x'.repeat(RESUME_LIMITS.shortText + 1) });
    const res = await post({ source: 'document', document });
    expect(res.statusCode).toBe(400);
    expect(issues(res.json()).map((i) => i.path)).toContain('document.basics.name');
    const title = await post({ source: 'blank', title: 'x'.repeat(RESUME_LIMITS.resumeTitle + 1) });
    expect(title.statusCode).toBe(400);
    expect(issues(title.json()).map((i) => i.path)).toContain('title');
  });

  it('refuses a document over the size limit: 400 when it parses, 413 when far over', async () => {
    // Within the body limit, but the document itself is over maxJsonBytes.
    const padding = 'x'.repeat(RESUME_LIMITS.mediumText - 10);
    const document = {
      ...resumeDocument(),
      extra: Array.from({ length: 600 }, () => padding),
    };
    const over = await post({ source: 'document', document });
    expect(over.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(over.json()).code).toBe('VALIDATION_ERROR');

    const huge = { ...resumeDocument(), extra: 'x'.repeat(3 * RESUME_LIMITS.maxJsonBytes) };
    const tooLarge = await post({ source: 'document', document: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('PAYLOAD_TOO_LARGE');

    const created = await createViaApi(t, user);
    const patch = await call(t, user, {
      method: 'PATCH',
      url: `/api/resumes/${created.id}`,
      payload: { version: 1, document: huge },
    });
    expect(patch.statusCode).toBe(413);
  });

  it('accepts a document just under the size limit', async () => {
    const document = {
      ...resumeDocument(),
      extra: 'x'.repeat(RESUME_LIMITS.maxJsonBytes - 4096),
    };
    const res = await post({ source: 'document', document });
    expect(res.statusCode).toBe(201);
  });

  it('refuses absurdly nested input with 400, not a crash', async () => {
    const depth = 20_000;
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const payload of [
      `{"source":"document","document":{"basics":{"name":"A"},"extra":${nested}}}`,
      `{"source":"import","jsonResume":{"extra":${nested}}}`,
    ]) {
      const res = await call(t, user, {
        method: 'POST',
        url: '/api/resumes',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toMatch(/VALIDATION_ERROR|BAD_REQUEST/);
    }
  });

  it('caps the resumes one account may keep, counting restores too', async () => {
    const capped = await newUser(t);
    await seedResumes(t, capped.id, RESUMES_PER_USER_MAX - 1);
    const last = await createViaApi(t, capped, { source: 'blank' });

    for (const attempt of [
      () => post({ source: 'blank' }, capped),
      () => call(t, capped, { method: 'POST', url: `/api/resumes/${last.id}/duplicate` }),
    ]) {
      const res = await attempt();
      expect(res.statusCode).toBe(409);
      const body = ApiErrorBodySchema.parse(res.json());
      expect(body.code).toBe('RESUME_LIMIT_REACHED');
      expect(body.message).toContain(String(RESUMES_PER_USER_MAX));
    }

    // Deleting one makes room; restoring it while the room is taken again does not fit.
    await call(t, capped, { method: 'DELETE', url: `/api/resumes/${last.id}` });
    const replacement = await post({ source: 'blank' }, capped);
    expect(replacement.statusCode).toBe(201);
    const restore = await call(t, capped, {
      method: 'POST',
      url: `/api/resumes/${last.id}/restore`,
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().code).toBe('RESUME_LIMIT_REACHED');

    // Concurrent creations cannot overshoot the cap together.
    await call(t, capped, { method: 'DELETE', url: `/api/resumes/${replacement.json().id}` });
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => post({ source: 'blank' }, capped)),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const { count } = await t.database.db
      .selectFrom('resumes')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', '=', capped.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(RESUMES_PER_USER_MAX);
  });
});
