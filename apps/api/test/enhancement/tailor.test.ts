import { ApiErrorBodySchema } from '@resumio/contract';
import {
  AiUsageSchema,
  MatchResponseSchema,
  type TailorResponse,
  TailorResponseSchema,
} from '@resumio/contract/enhancement';
import {
  ListResumesResponseSchema,
  RESUMES_PER_USER_MAX,
  type ResumeDetail,
  ResumeDetailSchema,
} from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { resumeSchema } from '@resumio/resume';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDeletedResumes } from '../../src/modules/resumes/purge-deleted-resumes.ts';
import { seedResumes } from '../resumes/support.ts';
import {
  buildEnhancementTestApp,
  call,
  createViaApi,
  described,
  engineerResume,
  JOB,
  newUser,
  parseEvents,
  type ResumeTestApp,
  type SignedInUser,
  storedRow,
} from './support.ts';

const url = (id: string, action: string) => `/api/resumes/${id}/${action}`;

describe.each(testDialects())('resume tailoring with the local engine on %s', (dialect) => {
  let t: ResumeTestApp;
  let free: SignedInUser;
  let premium: SignedInUser;
  let other: SignedInUser;
  let freeResume: ResumeDetail;
  let source: ResumeDetail;
  let deletedId: string;
  let tailored: TailorResponse;

  const tailorOf = async (id: string) => {
    const res = await call(t, premium, { method: 'POST', url: url(id, 'tailor'), payload: JOB });
    expect(res.statusCode, described(res)).toBe(200);
    return TailorResponseSchema.parse(res.json());
  };
  const scoreOf = async (accepted: string[], confirmed?: unknown) => {
    const res = await call(t, premium, {
      method: 'POST',
      url: url(source.id, 'tailor/score'),
      payload: { ...JOB, accepted, ...(confirmed === undefined ? {} : { confirmed }) },
    });
    expect(res.statusCode, described(res)).toBe(200);
    return MatchResponseSchema.parse(res.json());
  };
  const copyOf = async (body: Record<string, unknown>) => {
    const res = await call(t, premium, {
      method: 'POST',
      url: url(source.id, 'tailored-copies'),
      payload: { ...JOB, ...body },
    });
    expect(res.statusCode, described(res)).toBe(201);
    return ResumeDetailSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildEnhancementTestApp(dialect);
    free = await newUser(t);
    premium = await newUser(t, { premium: true });
    other = await newUser(t, { premium: true });
    freeResume = await createViaApi(t, free, { source: 'document', document: engineerResume() });
    source = await createViaApi(t, premium, { source: 'document', document: engineerResume() });
    deletedId = (await createViaApi(t, premium, { source: 'document', document: engineerResume() }))
      .id;
    await call(t, premium, { method: 'DELETE', url: `/api/resumes/${deletedId}` });
    tailored = await tailorOf(source.id);
  });
  afterAll(async () => t?.close());

  const premiumRoutes = (id: () => string): [string, () => InjectOptions][] => [
    ['tailor', () => ({ method: 'POST', url: url(id(), 'tailor'), payload: JOB })],
    [
      'score',
      () => ({ method: 'POST', url: url(id(), 'tailor/score'), payload: { ...JOB, accepted: [] } }),
    ],
    [
      'copy',
      () => ({
        method: 'POST',
        url: url(id(), 'tailored-copies'),
        payload: { ...JOB, accepted: [] },
      }),
    ],
    [
      'rewrite',
      () => ({
        method: 'POST',
        url: url(id(), 'rewrite'),
        payload: { ...JOB, path: 'basics.summary' },
      }),
    ],
  ];

  it.each(premiumRoutes(() => freeResume.id))(
    'meets the premium gate for a free user: %s → 403',
    async (_name, options) => {
      const res = await call(t, free, options());
      expect(res.statusCode).toBe(403);
      const body = ApiErrorBodySchema.parse(res.json());
      expect(body.code).toBe('PREMIUM_REQUIRED');
      expect(body.message).toContain('Resume enhancement optimises the resume');
      expect(body.details).toMatchObject({ gate: 'resumeEnhancement' });
    },
  );

  it.each(premiumRoutes(() => source.id))(
    "answers 404 for another user's resume: %s",
    async (_name, options) => {
      const res = await call(t, other, options());
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    },
  );

  it.each(premiumRoutes(() => deletedId))('answers 404 for a deleted resume: %s', async (_n, o) => {
    const res = await call(t, premium, o());
    expect(res.statusCode).toBe(404);
  });

  it('proposes truthful engine changes and the document with all of them', () => {
    expect(tailored.changes.length).toBeGreaterThan(2);
    expect(tailored.changes.every((c) => c.source === 'engine')).toBe(true);
    expect(tailored.changes.map((c) => c.kind)).toEqual(
      expect.arrayContaining(['rewrite-summary', 'mirror-wording', 'add-skill', 'reorder-bullets']),
    );
    expect(new Set(tailored.changes.map((c) => c.id)).size).toBe(tailored.changes.length);
    expect(tailored.scoreAfter).toBeGreaterThan(tailored.scoreBefore);
    expect(tailored.missing.map((m) => m.term)).toEqual(expect.arrayContaining(['Kafka']));
    expect(resumeSchema.safeParse(tailored.document).success).toBe(true);
    expect(JSON.stringify(tailored.document)).toContain('Golang (Go) deployed to Kubernetes (K8s)');
    // Nothing the posting asks for and the resume lacks is written in.
    expect(JSON.stringify(tailored.document)).not.toMatch(/Kafka|Terraform/);
  });

  it('answers the same body with the same JSON, byte for byte', async () => {
    const request = { method: 'POST' as const, url: url(source.id, 'tailor'), payload: JOB };
    const [a, b] = [await call(t, premium, request), await call(t, premium, request)];
    expect(a.body).toBe(b.body);
  });

  it('scores only the accepted changes: none is the plain match, all is the tailoring', async () => {
    const plain = await call(t, premium, {
      method: 'POST',
      url: url(source.id, 'match'),
      payload: JOB,
    });
    const none = await scoreOf([]);
    expect(none).toEqual(MatchResponseSchema.parse(plain.json()));
    expect(none.score).toBe(tailored.scoreBefore);

    const all = await scoreOf(tailored.changes.map((c) => c.id));
    expect(all.score).toBe(tailored.scoreAfter);

    const summary = tailored.changes.find((c) => c.kind === 'rewrite-summary')!;
    const some = await scoreOf([summary.id]);
    expect(some.score).toBeGreaterThan(none.score);
    expect(some.score).toBeLessThan(all.score);

    // Ids it never proposed change nothing.
    expect(await scoreOf(['add-skill:skills[0].keywords:kafka', 'nonsense'])).toEqual(none);
  });

  it('saves a tailored copy with the accepted changes only, and leaves the source alone', async () => {
    const before = await storedRow(t, source.id);
    const summary = tailored.changes.find((c) => c.kind === 'rewrite-summary')!;
    const mirror = tailored.changes.find((c) => c.kind === 'mirror-wording')!;
    const copy = await copyOf({ accepted: [summary.id] });

    expect(copy.id).not.toBe(source.id);
    expect(copy.version).toBe(1);
    expect(copy.title).toBe('Engineering resume — Quillpay');
    expect(copy.tailoredFor).toEqual({
      sourceResumeId: source.id,
      jobTitle: JOB.jobTitle,
      company: JOB.company,
      jobDescription: JOB.jobDescription,
    });
    expect(copy.document.basics?.summary).toBe(summary.after);
    const text = JSON.stringify(copy.document);
    expect(text).not.toContain(mirror.after as string);
    expect(text).toContain(mirror.before as string);

    expect(await storedRow(t, source.id)).toEqual(before);
    const got = await call(t, premium, { method: 'GET', url: `/api/resumes/${copy.id}` });
    expect(ResumeDetailSchema.parse(got.json())).toEqual(copy);
    const list = ListResumesResponseSchema.parse(
      (await call(t, premium, { method: 'GET', url: '/api/resumes?q=quillpay' })).json(),
    );
    expect(list.items.find((item) => item.id === copy.id)?.tailoredFor).toEqual(copy.tailoredFor);
    const sourceNow = await call(t, premium, { method: 'GET', url: `/api/resumes/${source.id}` });
    expect(sourceNow.json().tailoredFor).toBeNull();
  });

  it('adds the missing requirements the user confirms, and nothing else', async () => {
    const none = await scoreOf([]);
    const kafka = tailored.missing.find((m) => m.term === 'Kafka')!;
    const withKafka = await scoreOf([], [kafka.term]);
    expect(withKafka.score).toBeGreaterThan(none.score);
    expect(withKafka.keywords.find((k) => k.term === 'Kafka')?.found).toBe(true);
    // A term the tailoring did not list as missing is free text: ignored.
    expect(await scoreOf([], ['Ten years at Google', 'COBOL'])).toEqual(none);

    const copy = await copyOf({ accepted: [], confirmed: ['kafka'] });
    const keySkills = copy.document.skills?.find((g) => g.name === 'Key skills');
    expect(keySkills?.keywords).toEqual(['Kafka']);
    expect(JSON.stringify(copy.document)).not.toContain('Terraform');
  });

  it('refuses a malformed confirmed list with VALIDATION_ERROR', async () => {
    for (const confirmed of ['Kafka', [42], Array.from({ length: 101 }, (_, i) => `t${i}`)]) {
      const res = await call(t, premium, {
        method: 'POST',
        url: url(source.id, 'tailor/score'),
        payload: { ...JOB, accepted: [], confirmed },
      });
      expect(res.statusCode, described(res)).toBe(400);
      expect(ApiErrorBodySchema.parse(res.json()).code).toBe('VALIDATION_ERROR');
    }
  });

  it('names a copy as asked, or by the job title when there is no company', async () => {
    const named = await copyOf({ accepted: [], title: 'For Quillpay' });
    expect(named.title).toBe('For Quillpay');
    expect(named.document).toEqual({
      ...source.document,
      resumio: { ...source.document.resumio, title: 'For Quillpay' },
    });
    const byTitle = await copyOf({ company: undefined, accepted: [] });
    expect(byTitle.title).toBe('Engineering resume — Backend Engineer');
    expect(byTitle.tailoredFor).toMatchObject({ company: null, jobTitle: 'Backend Engineer' });
  });

  it('forgets the source of a copy once the source is purged', async () => {
    const own = await createViaApi(t, premium, { source: 'document', document: engineerResume() });
    const res = await call(t, premium, {
      method: 'POST',
      url: url(own.id, 'tailored-copies'),
      payload: { ...JOB, accepted: [] },
    });
    const copy = ResumeDetailSchema.parse(res.json());
    await call(t, premium, { method: 'DELETE', url: `/api/resumes/${own.id}` });
    // Still restorable: the copy keeps pointing at it.
    await purgeDeletedResumes({ db: t.database.db });
    expect((await storedRow(t, copy.id))!.tailored_source_id).toBe(own.id);
    await purgeDeletedResumes({ db: t.database.db }, new Date(Date.now() + 31 * 86_400_000));
    const got = await call(t, premium, { method: 'GET', url: `/api/resumes/${copy.id}` });
    expect(got.json().tailoredFor).toMatchObject({ sourceResumeId: null, company: 'Quillpay' });
  });

  it('respects the resume cap like any new resume', async () => {
    const user = await newUser(t, { premium: true });
    const own = await createViaApi(t, user, { source: 'document', document: engineerResume() });
    await seedResumes(t, user.id, RESUMES_PER_USER_MAX - 1);
    const res = await call(t, user, {
      method: 'POST',
      url: url(own.id, 'tailored-copies'),
      payload: { ...JOB, accepted: [] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('RESUME_LIMIT_REACHED');
  });

  it('streams the engine’s summary word by word, and its verdict', async () => {
    const res = await call(t, premium, {
      method: 'POST',
      url: url(source.id, 'rewrite'),
      payload: { ...JOB, path: 'basics.summary' },
    });
    expect(res.statusCode, described(res)).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const events = parseEvents(res.body);
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    const done = events.at(-1)!;
    const summary = tailored.changes.find((c) => c.kind === 'rewrite-summary')!;
    expect(done).toEqual({
      type: 'done',
      path: 'basics.summary',
      before: 'Engineer who builds reliable services.',
      after: summary.after,
      accepted: true,
      problems: [],
    });
    expect(deltas.map((d) => (d.type === 'delta' ? d.text : '')).join('')).toBe(summary.after);
  });

  it('streams a bullet the engine would not change as it is', async () => {
    const res = await call(t, premium, {
      method: 'POST',
      url: url(source.id, 'rewrite'),
      payload: { ...JOB, path: 'work[0].highlights[0]' },
    });
    const done = parseEvents(res.body).at(-1);
    expect(done).toMatchObject({ type: 'done', after: 'Mentored two interns.', accepted: true });
  });

  it('refuses a path that holds no text, or is not a text path, with VALIDATION_ERROR', async () => {
    for (const path of ['work[5].highlights[0]', 'work[0].highlights[9]', 'basics.name', 'x']) {
      const res = await call(t, premium, {
        method: 'POST',
        url: url(source.id, 'rewrite'),
        payload: { ...JOB, path },
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ path: 'path' })],
      });
    }
  });

  it('reports no language model and nothing used', async () => {
    const res = await call(t, premium, { method: 'GET', url: '/api/ai/usage' });
    expect(AiUsageSchema.parse(res.json())).toEqual({ used: 0, limit: 50, model: false });
    const rows = await t.database.db.selectFrom('ai_usage').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
