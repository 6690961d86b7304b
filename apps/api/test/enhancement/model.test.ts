import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AiUsageSchema,
  enhancementErrorMessages,
  MatchResponseSchema,
  TailorResponseSchema,
} from '@resumio/contract/enhancement';
import { type ResumeDetail, ResumeDetailSchema } from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { resumeSchema } from '@resumio/resume';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TextProposal } from '../../src/adapters/ai/ai-port.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { utcDay } from '../../src/modules/enhancement/ai-usage-repository.ts';
import {
  buildEnhancementTestApp,
  call,
  createViaApi,
  described,
  engineerResume,
  FakeModel,
  JOB,
  newUser,
  parseEvents,
  type ResumeTestApp,
  type SignedInUser,
  storedRow,
} from './support.ts';

const url = (id: string, action: string) => `/api/resumes/${id}/${action}`;

// Planted by the fake model: an employer, a skill and a number the resume never states, and one
// honest rewrite made of the resume's own facts.
const FABRICATED: TextProposal[] = [
  {
    path: 'basics.summary',
    before: 'Engineer who builds reliable services.',
    after: 'Software Engineer who built payment services at Stripe and Quillpay.',
    reason: 'Names the employers.',
  },
  {
    path: 'work[0].highlights[2]',
    before: 'Built payment services in Golang deployed to K8s.',
    after: 'Built payment services in Go and Rust deployed to Kubernetes (K8s).',
    reason: 'Adds the languages.',
  },
  {
    path: 'work[0].highlights[1]',
    before: 'Cut report latency 20% by tuning Postgres indexes.',
    after: 'Cut report latency 75% by tuning PostgreSQL indexes.',
    reason: 'Uses the posting’s wording.',
  },
];
const HONEST: TextProposal = {
  path: 'work[1].highlights[0]',
  before: 'Wrote REST APIs in Java for the billing team.',
  after: 'Built REST APIs in Java for the billing team.',
  reason: 'Leads with what was built.',
};

describe.each(testDialects())('resume tailoring with a language model on %s', (dialect) => {
  const fake = new FakeModel();
  let t: ResumeTestApp;
  let premium: SignedInUser;
  let source: ResumeDetail;

  const tailor = () =>
    call(t, premium, { method: 'POST', url: url(source.id, 'tailor'), payload: JOB });
  const usageRows = () =>
    t.database.db.selectFrom('ai_usage').selectAll().where('user_id', '=', premium.id).execute();
  const proposalRows = () => t.database.db.selectFrom('tailoring_proposals').selectAll().execute();
  const resumeCount = async () =>
    (await t.database.db.selectFrom('resumes').select('id').execute()).length;

  beforeAll(async () => {
    t = await buildEnhancementTestApp(dialect, { ai: fake });
    premium = await newUser(t, { premium: true });
    source = await createViaApi(t, premium, { source: 'document', document: engineerResume() });
  });
  beforeEach(() => fake.reset());
  afterAll(async () => t?.close());

  it('offers only the truthful rewrite and lists the fabrications as rejected', async () => {
    fake.propose = () => [...FABRICATED, HONEST];
    const res = await tailor();
    expect(res.statusCode, described(res)).toBe(200);
    const body = TailorResponseSchema.parse(res.json());

    // The model saw the summary and the bullets that show the posting's terms.
    const targets = fake.batches[0]!.targets;
    expect(targets[0]).toMatchObject({ path: 'basics.summary' });
    expect(targets.map((x) => x.path)).toEqual(
      expect.arrayContaining(['work[0].highlights[2]', 'work[1].highlights[0]']),
    );
    expect(targets.find((x) => x.path === 'work[0].highlights[2]')!.keywords).toEqual(
      expect.arrayContaining(['Go', 'Kubernetes']),
    );

    const model = body.changes.filter((c) => c.source === 'model');
    expect(model).toEqual([
      {
        id: 'model-rewrite:work[1].highlights[0]',
        kind: 'rewrite-bullet',
        path: 'work[1].highlights[0]',
        before: HONEST.before,
        after: HONEST.after,
        reason: HONEST.reason,
        keywords: expect.arrayContaining(['Java', 'REST APIs']),
        source: 'model',
      },
    ]);
    const rejected = Object.fromEntries(body.rejected.map((r) => [r.path, r]));
    expect(rejected['basics.summary']).toMatchObject({ kind: 'rewrite-summary' });
    expect(rejected['basics.summary']!.reason).toContain('Stripe');
    expect(rejected['work[0].highlights[2]']).toMatchObject({
      kind: 'rewrite-bullet',
      text: FABRICATED[1]!.after,
    });
    expect(rejected['work[0].highlights[2]']!.reason).toContain('Rust');
    expect(rejected['work[0].highlights[1]']!.reason).toContain('75%');

    // The engine's own changes to the rejected places stand.
    expect(body.changes.find((c) => c.id === 'rewrite-summary:basics.summary')).toBeDefined();
    expect(body.changes.find((c) => c.id === 'mirror-wording:work[0].highlights[2]')).toBeDefined();

    const text = JSON.stringify(body.document);
    expect(text).toContain(HONEST.after);
    expect(text).not.toMatch(/Stripe|Rust|75%/);
    expect(resumeSchema.safeParse(body.document).success).toBe(true);
    const score = await call(t, premium, {
      method: 'POST',
      url: url(source.id, 'tailor/score'),
      payload: { ...JOB, accepted: body.changes.map((c) => c.id) },
    });
    expect(MatchResponseSchema.parse(score.json()).score).toBe(body.scoreAfter);
  });

  it('lets a model rewrite replace the engine’s change to the same text', async () => {
    const summary = 'Software Engineer at Quillpay who builds payment services in Go and Java.';
    fake.propose = () => [{ ...FABRICATED[0]!, after: summary }];
    const body = TailorResponseSchema.parse((await tailor()).json());
    const summaries = body.changes.filter((c) => c.path === 'basics.summary');
    expect(summaries).toEqual([
      expect.objectContaining({ id: 'model-rewrite:basics.summary', source: 'model' }),
    ]);
    expect(body.changes[0]!.id).toBe('model-rewrite:basics.summary');
    expect(body.document.basics?.summary).toBe(summary);
  });

  it('copies the accepted model wording by id, without asking the model again', async () => {
    fake.propose = () => [...FABRICATED, HONEST];
    const body = TailorResponseSchema.parse((await tailor()).json());
    const asked = fake.batches.length;
    const honest = body.changes.find((c) => c.source === 'model')!;

    const res = await call(t, premium, {
      method: 'POST',
      url: url(source.id, 'tailored-copies'),
      payload: { ...JOB, accepted: [honest.id] },
    });
    expect(res.statusCode, described(res)).toBe(201);
    const copy = ResumeDetailSchema.parse(res.json());
    expect(copy.document.work?.[1]?.highlights).toEqual([HONEST.after]);
    const text = JSON.stringify(copy.document);
    expect(text).not.toMatch(/Stripe|Rust|75%/);
    expect(text).toContain('Golang deployed to K8s.');
    expect(fake.batches.length).toBe(asked);

    // The source is as it was; the wording counts only for this version and this job.
    expect(
      (await call(t, premium, { method: 'GET', url: `/api/resumes/${source.id}` })).json(),
    ).toEqual(source);
    const otherJob = await call(t, premium, {
      method: 'POST',
      url: url(source.id, 'tailored-copies'),
      payload: { ...JOB, company: 'Elsewhere', accepted: [honest.id] },
    });
    expect(otherJob.json().document.work[1].highlights).toEqual([HONEST.before]);
  });

  it('records each request and its tokens for the day, and reports them', async () => {
    const before = (await usageRows())[0]?.requests ?? 0;
    fake.propose = () => [HONEST];
    expect((await tailor()).statusCode).toBe(200);
    const rows = await usageRows();
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: premium.id,
        day: utcDay(new Date()),
        model: 'fake-model',
        requests: before + 1,
      }),
    ]);
    expect(rows[0]!.input_tokens).toBe(120 * (before + 1));
    expect(rows[0]!.output_tokens).toBe(40 * (before + 1));

    const usage = await call(t, premium, { method: 'GET', url: '/api/ai/usage' });
    expect(AiUsageSchema.parse(usage.json())).toEqual({
      used: before + 1,
      limit: 50,
      model: true,
    });
  });

  it('does not count match, score or copies: they never ask the model', async () => {
    const before = (await usageRows())[0]!.requests;
    await call(t, premium, { method: 'POST', url: url(source.id, 'match'), payload: JOB });
    await call(t, premium, {
      method: 'POST',
      url: url(source.id, 'tailor/score'),
      payload: { ...JOB, accepted: [] },
    });
    expect((await usageRows())[0]!.requests).toBe(before);
    expect(fake.batches).toEqual([]);
  });

  it.each([
    ['AI_TIMEOUT', 504],
    ['AI_UNAVAILABLE', 503],
    ['AI_RATE_LIMITED', 429],
  ] as const)('answers the adapter’s %s as %i and saves nothing', async (code, status) => {
    fake.propose = () => [HONEST];
    await tailor();
    const [proposals, resumes, usage] = [
      await proposalRows(),
      await resumeCount(),
      await usageRows(),
    ];
    fake.failWith = new AppError(code, enhancementErrorMessages[code]);
    const res = await tailor();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, message: enhancementErrorMessages[code] });
    expect(await proposalRows()).toEqual(proposals);
    expect(await resumeCount()).toBe(resumes);
    // The request was made, so it counts; no tokens are known.
    expect((await usageRows())[0]!.requests).toBe(usage[0]!.requests + 1);
    expect((await usageRows())[0]!.input_tokens).toBe(usage[0]!.input_tokens);
  });

  it('answers any other adapter failure as 503 AI_UNAVAILABLE, without internals', async () => {
    fake.failWith = new Error('socket hang up at 10.0.0.7');
    const res = await tailor();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'AI_UNAVAILABLE',
      message: enhancementErrorMessages.AI_UNAVAILABLE,
    });
    expect(res.body).not.toContain('10.0.0.7');
  });

  describe('streamed rewrites', () => {
    const rewrite = (path = 'work[1].highlights[0]') =>
      call(t, premium, {
        method: 'POST',
        url: url(source.id, 'rewrite'),
        payload: { ...JOB, path },
      });

    it('streams the pieces, then the guard’s verdict on the whole text', async () => {
      const before = (await usageRows())[0]!;
      fake.stream = { pieces: ['Built ', 'REST APIs ', 'in Java ', 'for the billing team.'] };
      const res = await rewrite();
      expect(res.statusCode, described(res)).toBe(200);
      const events = parseEvents(res.body);
      expect(events.slice(0, -1)).toEqual(
        fake.stream.pieces.map((text) => ({ type: 'delta', text })),
      );
      expect(events.at(-1)).toEqual({
        type: 'done',
        path: 'work[1].highlights[0]',
        before: HONEST.before,
        after: HONEST.after,
        accepted: true,
        problems: [],
      });
      expect(fake.rewrites[0]!.target).toMatchObject({
        path: 'work[1].highlights[0]',
        text: HONEST.before,
        keywords: expect.arrayContaining(['Java']),
      });
      // Counted, with the tokens the stream reported at its end.
      const after = (await usageRows())[0]!;
      expect(after.requests).toBe(before.requests + 1);
      expect(after.output_tokens).toBe(before.output_tokens + 40);
    });

    it('turns down a streamed fabrication, naming the facts', async () => {
      fake.stream = { pieces: ['Built ', 'REST APIs in Rust ', 'at Stripe.'] };
      const done = parseEvents((await rewrite()).body).at(-1);
      expect(done).toMatchObject({ type: 'done', accepted: false });
      const problems = done?.type === 'done' ? done.problems : [];
      expect(problems.map((p) => p.text)).toEqual(expect.arrayContaining(['Rust', 'Stripe']));
    });

    it('stops a text that outgrows its field and turns it down', async () => {
      // 60 pieces of 25 characters: the bullet's 1,000 are passed with the 41st.
      fake.stream = { pieces: Array.from({ length: 60 }, () => 'Built REST APIs in Java. ') };
      const events = parseEvents((await rewrite()).body);
      const deltas = events.filter((e) => e.type === 'delta');
      expect(deltas).toHaveLength(41);
      const done = events.at(-1);
      expect(done).toMatchObject({ type: 'done', accepted: false });
      expect(done?.type === 'done' && done.problems).toEqual([
        expect.objectContaining({ kind: 'length' }),
      ]);
      expect(done?.type === 'done' && done.after.length).toBeGreaterThan(1000);
    });

    it('ends with an error event when the adapter fails mid-stream', async () => {
      fake.stream = {
        pieces: ['Built ', 'REST APIs'],
        failAfter: {
          pieces: 1,
          error: new AppError('AI_TIMEOUT', enhancementErrorMessages.AI_TIMEOUT),
        },
      };
      const res = await rewrite();
      expect(res.statusCode).toBe(200);
      expect(parseEvents(res.body)).toEqual([
        { type: 'delta', text: 'Built ' },
        { type: 'error', code: 'AI_TIMEOUT', message: enhancementErrorMessages.AI_TIMEOUT },
      ]);
    });

    it('answers a failure before the first piece as a JSON error with its status', async () => {
      fake.stream = {
        pieces: [],
        failAfter: {
          pieces: 0,
          error: new AppError('AI_UNAVAILABLE', enhancementErrorMessages.AI_UNAVAILABLE),
        },
      };
      const res = await rewrite();
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().code).toBe('AI_UNAVAILABLE');
    });

    it('aborts the model call when the client goes away', async () => {
      fake.stream = { pieces: ['Built ', 'REST APIs '], hang: true };
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      // A plain request on a connection of its own, cut after the first event arrives.
      const firstEvent = await new Promise<string>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: url(source.id, 'rewrite'),
            agent: false,
            headers: { ...premium.headers, 'content-type': 'application/json' },
          },
          (res) => {
            res.once('data', (chunk: Buffer) => {
              resolve(`${res.statusCode} ${chunk.toString()}`);
              req.destroy();
            });
          },
        );
        // Destroying the request errors it; only an error before the first event fails the test.
        req.on('error', reject);
        req.end(JSON.stringify({ ...JOB, path: 'work[1].highlights[0]' }));
      });
      expect(firstEvent).toMatch(/^200 data: \{"type":"delta"/);
      const signal = fake.rewrites.at(-1)!.signal;
      await vi.waitFor(() => expect(signal.aborted).toBe(true));
    });
  });
});

describe.each(testDialects())('the daily language-model limit on %s', (dialect) => {
  const fake = new FakeModel();
  let t: ResumeTestApp;
  beforeAll(async () => {
    t = await buildEnhancementTestApp(dialect, { ai: fake, env: { AI_DAILY_LIMIT: '2' } });
  });
  afterAll(async () => t?.close());

  it('refuses requests past the limit with 429 AI_RATE_LIMITED until midnight UTC', async () => {
    const user = await newUser(t, { premium: true });
    const id = (await createViaApi(t, user, { source: 'document', document: engineerResume() })).id;
    fake.propose = () => [HONEST];
    fake.stream = { pieces: ['Built REST APIs in Java for the billing team.'] };
    const tailor = { method: 'POST' as const, url: url(id, 'tailor'), payload: JOB };
    const rewrite = {
      method: 'POST' as const,
      url: url(id, 'rewrite'),
      payload: { ...JOB, path: 'work[1].highlights[0]' },
    };
    expect((await call(t, user, tailor)).statusCode).toBe(200);
    expect((await call(t, user, rewrite)).statusCode).toBe(200);

    for (const options of [tailor, rewrite]) {
      const res = await call(t, user, options);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        code: 'AI_RATE_LIMITED',
        message: enhancementErrorMessages.AI_RATE_LIMITED,
        details: { limit: 2 },
      });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
    }
    expect(fake.batches).toHaveLength(1);
    expect(fake.rewrites).toHaveLength(1);

    const rows = await t.database.db
      .selectFrom('ai_usage')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ requests: 2, input_tokens: 240, output_tokens: 80 }),
    ]);
    const usage = await call(t, user, { method: 'GET', url: '/api/ai/usage' });
    expect(usage.json()).toEqual({ used: 2, limit: 2, model: true });

    // Matching never needs the model, so it goes on.
    const match = await call(t, user, { method: 'POST', url: url(id, 'match'), payload: JOB });
    expect(match.statusCode).toBe(200);
    // A user of their own has a limit of their own, and yesterday's requests do not count.
    const other = await newUser(t, { premium: true });
    await t.database.db
      .insertInto('ai_usage')
      .values({
        user_id: other.id,
        day: '2020-01-01',
        model: 'fake-model',
        requests: 99,
        input_tokens: 0,
        output_tokens: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const theirs = (
      await createViaApi(t, other, { source: 'document', document: engineerResume() })
    ).id;
    const res = await call(t, other, { method: 'POST', url: url(theirs, 'tailor'), payload: JOB });
    expect(res.statusCode).toBe(200);
  });

  it('lets parallel requests pass the limit no further than it allows', async () => {
    const user = await newUser(t, { premium: true });
    const id = (await createViaApi(t, user, { source: 'document', document: engineerResume() })).id;
    fake.propose = () => [];
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, user, { method: 'POST', url: url(id, 'tailor'), payload: JOB }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    const stored = await storedRow(t, id);
    expect(stored?.version).toBe(1);
  });
});
