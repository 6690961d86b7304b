import { ApiErrorBodySchema } from '@resumio/contract';
import {
  enhancementErrorMessages,
  JOB_DESCRIPTION_MAX,
  MatchResponseSchema,
} from '@resumio/contract/enhancement';
import type { ResumeDetail } from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEnhancementTestApp,
  call,
  createViaApi,
  described,
  engineerResume,
  JOB,
  newUser,
  POSTING,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

const matchUrl = (id: string) => `/api/resumes/${id}/match`;

describe.each(testDialects())('resume match on %s', (dialect) => {
  let t: ResumeTestApp;
  let free: SignedInUser;
  let other: SignedInUser;
  let resume: ResumeDetail;
  let deletedId: string;
  beforeAll(async () => {
    t = await buildEnhancementTestApp(dialect);
    free = await newUser(t);
    other = await newUser(t, { premium: true });
    resume = await createViaApi(t, free, { source: 'document', document: engineerResume() });
    deletedId = (await createViaApi(t, free, { source: 'document', document: engineerResume() }))
      .id;
    await call(t, free, { method: 'DELETE', url: `/api/resumes/${deletedId}` });
  });
  afterAll(async () => t?.close());

  it('scores a free user’s resume with the evidence for each term', async () => {
    const res = await call(t, free, { method: 'POST', url: matchUrl(resume.id), payload: JOB });
    expect(res.statusCode, described(res)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = MatchResponseSchema.parse(res.json());
    expect(body.score).toBeGreaterThan(0);
    expect(body.components.length).toBeGreaterThan(0);
    const go = body.keywords.find((k) => k.term === 'Go');
    expect(go).toMatchObject({ importance: 'required', found: true });
    expect(go!.evidence).toContainEqual({
      section: 'work',
      path: 'work[0].highlights[2]',
      text: 'Built payment services in Golang deployed to K8s.',
    });
    const kafka = body.keywords.find((k) => k.term === 'Kafka');
    expect(kafka).toMatchObject({ importance: 'preferred', found: false, evidence: [] });
  });

  it('answers the same body with the same JSON, byte for byte', async () => {
    const request = { method: 'POST' as const, url: matchUrl(resume.id), payload: JOB };
    const [a, b] = [await call(t, free, request), await call(t, free, request)];
    expect(a.body).toBe(b.body);
  });

  it('accepts a posting without title or company, and blank ones as absent', async () => {
    for (const payload of [
      { jobDescription: POSTING },
      { jobDescription: POSTING, jobTitle: '  ', company: '' },
    ]) {
      const res = await call(t, free, { method: 'POST', url: matchUrl(resume.id), payload });
      expect(res.statusCode, described(res)).toBe(200);
    }
  });

  it.each([
    ['missing', { jobTitle: 'Engineer' }],
    ['empty', { jobDescription: '' }],
    ['too short after trimming', { jobDescription: `   ${'x'.repeat(29)}   ` }],
    ['too long', { jobDescription: 'x'.repeat(JOB_DESCRIPTION_MAX + 1) }],
    ['not text', { jobDescription: 42 }],
    ['with control characters', { jobDescription: `${POSTING}\u0000` }],
  ])('refuses a posting that is %s with INVALID_JOB_DESCRIPTION', async (_name, payload) => {
    const res = await call(t, free, { method: 'POST', url: matchUrl(resume.id), payload });
    expect(res.statusCode).toBe(400);
    const body = ApiErrorBodySchema.parse(res.json());
    expect(body).toMatchObject({
      code: 'INVALID_JOB_DESCRIPTION',
      error: 'Bad Request',
      message: enhancementErrorMessages.INVALID_JOB_DESCRIPTION,
    });
    expect(body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'jobDescription' })]),
    );
  });

  it('refuses a request without a body with INVALID_JOB_DESCRIPTION', async () => {
    for (const payload of [undefined, [], 'posting']) {
      const res = await call(t, free, {
        method: 'POST',
        url: matchUrl(resume.id),
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, described(res)).toBe(400);
      expect(res.json().code).toBe('INVALID_JOB_DESCRIPTION');
    }
  });

  it('keeps VALIDATION_ERROR for other fields when the posting is fine', async () => {
    const res = await call(t, free, {
      method: 'POST',
      url: matchUrl(resume.id),
      payload: { jobDescription: POSTING, jobTitle: 'x'.repeat(201) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ path: 'jobTitle' })],
    });
  });

  it("answers 404 for another user's resume, a deleted one, and an id that is none", async () => {
    for (const [user, id] of [
      [other, resume.id],
      [free, deletedId],
      [free, 'not-a-resume-id'],
    ] as const) {
      const res = await call(t, user, { method: 'POST', url: matchUrl(id), payload: JOB });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Resume not found.' });
    }
  });

  it('answers 401 without a token, whatever the body says', async () => {
    const res = await call(t, undefined, {
      method: 'POST',
      url: matchUrl(resume.id),
      payload: { jobDescription: 'short' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(testDialects())('resume match rate limit on %s', (dialect) => {
  let t: ResumeTestApp;
  beforeAll(async () => {
    t = await buildEnhancementTestApp(dialect, { env: { MATCH_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => t?.close());

  it('counts match and tailoring per user and minute, with Retry-After beyond', async () => {
    const user = await newUser(t, { premium: true });
    const id = (await createViaApi(t, user, { source: 'document', document: engineerResume() })).id;
    const match = { method: 'POST' as const, url: matchUrl(id), payload: JOB };
    expect((await call(t, user, match)).statusCode).toBe(200);
    // The budget is shared: a score request counts too.
    const score = await call(t, user, {
      method: 'POST',
      url: `/api/resumes/${id}/tailor/score`,
      payload: { ...JOB, accepted: [] },
    });
    expect(score.statusCode, described(score)).toBe(200);
    const refused = await call(t, user, match);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another user has a budget of their own.
    const second = await newUser(t);
    const theirs = (
      await createViaApi(t, second, { source: 'document', document: engineerResume() })
    ).id;
    const res = await call(t, second, { method: 'POST', url: matchUrl(theirs), payload: JOB });
    expect(res.statusCode).toBe(200);
  });
});
