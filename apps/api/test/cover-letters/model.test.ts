import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { blockText, letterText, ParagraphResponseSchema } from '@resumio/contract/cover-letters';
import { enhancementErrorMessages } from '@resumio/contract/enhancement';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeChatServer, type FakeChatServer } from '../ai-model/fake-chat-server.ts';
import { testAi } from '../ai-model/fixtures.ts';
import {
  call,
  createEngineerResume,
  createLetterViaApi,
  expectError,
  JOB,
  letterAppForSuite,
  newUser,
  parseEvents,
  type SignedInUser,
} from './support.ts';

/**
 * A model's letter with planted fabrications: an employer (Stripe), a number (75%) and a tool
 * (Terraform) the resume never shows, beside sentences made of the resume's own facts.
 */
const PLANTED = [
  'Dear Maria Lopez,\n\n',
  'I am writing to apply for the Backend Engineer role at Northwind Payments. ',
  'At Quillpay I **built payment services in Golang** deployed to K8s.\n\n',
  '- Cut report latency 20% by tuning Postgres indexes.\n',
  '- At Stripe I grew revenue by 75% with Terraform.\n\n',
  'I would *welcome* a conversation about your plans.\n\n',
  'Sincerely,\nAna Ruiz',
];

describe.each(testDialects())('cover letters with a language model on %s', (dialect) => {
  let server: FakeChatServer;
  beforeAll(async () => {
    server = await startFakeChatServer();
  });
  afterAll(() => server.close());
  const t = letterAppForSuite(dialect, () => ({
    ai: testAi(server, { timeoutMs: 3000, maxRetries: 0 }),
    env: { AI_DAILY_LIMIT: '6' },
  }));
  let user: SignedInUser;
  let resumeId: string;
  beforeAll(async () => {
    user = await newUser(t);
    resumeId = (await createEngineerResume(t, user)).id;
  });
  beforeEach(() => {
    server.requests.length = 0;
  });

  const stream = (who = user) =>
    call(t, who, {
      method: 'POST',
      url: '/api/cover-letters/generate/stream',
      payload: { ...JOB, resumeId, hiringManager: 'Maria Lopez', tone: 'confident' },
    });
  const usage = (userId: string) =>
    t.database.db.selectFrom('ai_usage').selectAll().where('user_id', '=', userId).execute();

  it('streams the model’s letter, reads it into the contract and flags the planted facts', async () => {
    server.script({
      kind: 'stream',
      pieces: PLANTED,
      usage: { prompt_tokens: 900, completion_tokens: 160 },
    });
    const res = await stream();
    expect(res.statusCode, res.body).toBe(200);
    const events = parseEvents(res.body);
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.map((event) => event.text)).toEqual(PLANTED);

    const done = events.at(-1)!;
    if (done.type !== 'done') throw new Error(`expected done, got ${JSON.stringify(done)}`);
    const { letter } = done;
    expect(letter.engine).toBe('model');
    expect(letter.content).toMatchObject({
      greeting: 'Dear Maria Lopez,',
      closing: 'Sincerely,',
      signature: 'Ana Ruiz',
      company: 'Northwind Payments',
      jobTitle: 'Backend Engineer',
      recipientName: 'Maria Lopez',
    });
    expect(letter.content.body.map((block) => block.type)).toEqual([
      'paragraph',
      'list',
      'paragraph',
    ]);
    expect(letter.content.body[0]).toEqual({
      type: 'paragraph',
      runs: [
        {
          text: 'I am writing to apply for the Backend Engineer role at Northwind Payments. At Quillpay I ',
        },
        { text: 'built payment services in Golang', bold: true },
        { text: ' deployed to K8s.' },
      ],
    });
    expect(letter.content.body[2]).toMatchObject({
      runs: [
        { text: 'I would ' },
        { text: 'welcome', italic: true },
        { text: ' a conversation about your plans.' },
      ],
    });

    // Every planted fact is flagged in the list item that holds it; nothing honest is.
    const flagged = letter.flags.map((flag) => flag.text);
    expect(flagged).toEqual(expect.arrayContaining(['Stripe', '75%', 'Terraform']));
    expect(letter.flags.every((flag) => flag.block === 1)).toBe(true);
    expect(flagged.join(' ')).not.toMatch(/Quillpay|Golang|20%|Northwind/);
    expect(letter.addressed.map((a) => a.term)).toEqual(expect.arrayContaining(['Kubernetes']));
    expect(letter.wordCount).toBeGreaterThan(30);

    // The model was asked for a streamed letter, with the rules, the posting and the resume.
    const [asked] = server.requests;
    expect(asked!.body.stream).toBe(true);
    const [system, prompt] = asked!.body.messages;
    expect(system!.content).toContain('Never claim a skill');
    expect(prompt!.content).toContain('Northwind Payments');
    expect(prompt!.content).toContain('Cut report latency 20%');
    expect(prompt!.content).toContain('Maria Lopez');
    // Contact details stay on the server.
    expect(prompt!.content).not.toContain('ada@example.com');

    expect(await usage(user.id)).toMatchObject([
      { requests: 1, input_tokens: 900, output_tokens: 160, model: 'qwen2.5:7b-instruct' },
    ]);
  });

  it('ends with an error event when the model stops half-way, keeping what was written', async () => {
    server.script({ kind: 'stream', pieces: ['Dear Maria Lopez,\n\n', 'I am'], hold: true });
    const res = await stream();
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.body);
    expect(events.slice(0, 2)).toEqual([
      { type: 'delta', text: 'Dear Maria Lopez,\n\n' },
      { type: 'delta', text: 'I am' },
    ]);
    expect(events.at(-1)).toEqual({
      type: 'error',
      code: 'AI_TIMEOUT',
      message: enhancementErrorMessages.AI_TIMEOUT,
    });
  });

  it('answers a failure before the first piece as a JSON error with its status', async () => {
    server.script({ kind: 'error', status: 500, message: 'boom' });
    const res = await stream();
    expectError(res, 503, 'AI_UNAVAILABLE');
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('stops the model when the client goes away', async () => {
    server.script({ kind: 'stream', pieces: ['Dear Maria Lopez,\n\n'], hold: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A plain request on a connection of its own, cut after the first event arrives.
    const firstEvent = await new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/cover-letters/generate/stream',
          agent: false,
          headers: { ...user.headers, 'content-type': 'application/json' },
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
      req.end(JSON.stringify({ ...JOB, resumeId }));
    });
    expect(firstEvent).toMatch(/^200 data: \{"type":"delta"/);
    // The model's connection is closed long before the call's own time limit.
    await server.requests.at(-1)!.closedEarly;
  });

  it('writes a paragraph again with the model and flags what the resume does not hold', async () => {
    const letter = await createLetterViaApi(t, user, { resumeId });
    server.script({
      kind: 'stream',
      pieces: ['I cut report latency 20% ', 'and later led 40 engineers at Globex.'],
    });
    const res = await call(t, user, {
      method: 'POST',
      url: `/api/cover-letters/${letter.id}/paragraph`,
      payload: { block: 2, action: 'regenerate', current: [{ text: 'I would welcome a talk.' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ParagraphResponseSchema.parse(res.json());
    expect(body.engine).toBe('model');
    expect(blockText(body.block)).toBe(
      'I cut report latency 20% and later led 40 engineers at Globex.',
    );
    expect(body.flags.map((flag) => flag.text)).toEqual(expect.arrayContaining(['40', 'Globex']));
    expect(body.flags.every((flag) => flag.block === 2)).toBe(true);
    const [, prompt] = server.requests.at(-1)!.body.messages;
    expect(prompt!.content).toContain('I would welcome a talk.');
    expect(prompt!.content).toContain(letterText(letter.content).split('\n\n')[0]!);
  });

  it('counts model requests against the daily limit, then refuses with 429', async () => {
    const busy = await newUser(t);
    const own = await createEngineerResume(t, busy);
    await t.database.db
      .insertInto('ai_usage')
      .values({
        user_id: busy.id,
        day: new Date().toISOString().slice(0, 10),
        model: 'qwen2.5:7b-instruct',
        requests: 6,
        input_tokens: 0,
        output_tokens: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const res = await call(t, busy, {
      method: 'POST',
      url: '/api/cover-letters/generate/stream',
      payload: { ...JOB, resumeId: own.id },
    });
    const error = expectError(res, 429, 'AI_RATE_LIMITED');
    expect(error.details).toMatchObject({ limit: 6 });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(0);
  });
});
