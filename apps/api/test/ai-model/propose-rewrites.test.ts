import { enhancementErrorMessages } from '@resumio/contract/enhancement';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeChatServer, type FakeChatServer } from './fake-chat-server.ts';
import { API_KEY, job, MODEL, rejection, resume, targets, testAi } from './fixtures.ts';

let server: FakeChatServer;
beforeAll(async () => {
  server = await startFakeChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const signal = () => new AbortController().signal;
const answer = (rewrites: unknown[]) => JSON.stringify({ rewrites });

describe('model adapter: proposeRewrites', () => {
  it('names itself after the configured model', () => {
    const ai = testAi(server);
    expect(ai.kind).toBe('model');
    expect(ai.modelName).toBe(MODEL);
  });

  it('turns a structured answer into proposals and records usage', async () => {
    server.script({
      kind: 'completion',
      content: answer([
        {
          path: 'work[0].highlights[0]',
          text: 'Built a Golang billing service handling 2M invoices a month.',
          reason: 'Uses the posting’s “Golang”.',
        },
        {
          path: 'basics.summary',
          text: 'Backend engineer with 8 years of experience building APIs in Golang and Postgres.',
          reason: 'Mirrors the posting’s terms.',
        },
      ]),
      usage: { prompt_tokens: 812, completion_tokens: 96 },
    });

    const result = await testAi(server).proposeRewrites({ resume, job, targets, signal: signal() });

    expect(result.usage).toEqual({ inputTokens: 812, outputTokens: 96 });
    expect(result.proposals).toEqual([
      {
        path: 'work[0].highlights[0]',
        before: targets[1]!.text,
        after: 'Built a Golang billing service handling 2M invoices a month.',
        reason: 'Uses the posting’s “Golang”.',
      },
      {
        path: 'basics.summary',
        before: targets[0]!.text,
        after: 'Backend engineer with 8 years of experience building APIs in Golang and Postgres.',
        reason: 'Mirrors the posting’s terms.',
      },
    ]);
  });

  it('sends the model name, the bearer key, JSON mode and the rules in the system prompt', async () => {
    server.script({ kind: 'completion', content: answer([]) });

    await testAi(server).proposeRewrites({ resume, job, targets, signal: signal() });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.body.model).toBe(MODEL);
    expect(request!.body.stream).toBeFalsy();
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    const [system, user] = request!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Write in the language the original text is written in');
    expect(system!.content).toContain('Keep every fact exactly as the original states it');
    expect(system!.content).toContain(
      'Never add a skill, tool, technology, certification, degree, number, metric or employer',
    );
    expect(system!.content).toContain("use the posting's wording");
    expect(system!.content).toContain('never more than a fifth longer');
    expect(system!.content).toContain('"rewrites"');
    expect(user!.role).toBe('user');
    expect(user!.content).toContain(job.jobDescription);
    expect(user!.content).toContain('work[0].highlights[1]');
    expect(user!.content).toContain('Acme Corp');
    // Contact details are not the model's business.
    expect(user!.content).not.toContain('dana@example.com');
    expect(user!.content).not.toContain('+1 555 0100');
    expect(user!.content).not.toContain('Dana Example');
  });

  it('drops proposals for other paths, empty or unchanged texts, and repeats', async () => {
    server.script({
      kind: 'completion',
      content: answer([
        { path: 'work[3].highlights[0]', text: 'Invented a job.', reason: 'x' },
        { path: 'basics.summary', text: '   ', reason: 'empty' },
        { path: 'work[0].highlights[1]', text: ` ${targets[2]!.text}  `, reason: 'same' },
        { path: 'work[0].highlights[0]', text: 'Built a Golang billing service.' },
        { path: 'work[0].highlights[0]', text: 'A second try at the same bullet.', reason: 'x' },
      ]),
    });

    const result = await testAi(server).proposeRewrites({ resume, job, targets, signal: signal() });

    expect(result.proposals).toEqual([
      {
        path: 'work[0].highlights[0]',
        before: targets[1]!.text,
        after: 'Built a Golang billing service.',
        reason: "Reworded with the posting's terms.",
      },
    ]);
  });

  it('reads JSON wrapped in a code fence and after a model’s <think> block', async () => {
    server.script({
      kind: 'completion',
      content:
        '<think>The posting says Golang.</think>\n```json\n' +
        answer([{ path: 'work[0].highlights[0]', text: 'Built a Golang service.', reason: 'r' }]) +
        '\n```',
    });

    const result = await testAi(server).proposeRewrites({ resume, job, targets, signal: signal() });

    expect(result.proposals.map((p) => p.after)).toEqual(['Built a Golang service.']);
  });

  it('counts zero tokens when the server reports no usage', async () => {
    server.script({ kind: 'completion', content: answer([]), usage: null });

    const result = await testAi(server).proposeRewrites({ resume, job, targets, signal: signal() });

    expect(result.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
  });

  it('makes no request without targets', async () => {
    const result = await testAi(server).proposeRewrites({
      resume,
      job,
      targets: [],
      signal: signal(),
    });

    expect(result).toEqual({ proposals: [], usage: { inputTokens: 0, outputTokens: 0 } });
    expect(server.requests).toHaveLength(0);
  });

  it('sends no Authorization header when no key is configured (Ollama, vLLM)', async () => {
    server.script({ kind: 'completion', content: answer([]) });
    const ai = testAi(server, { apiKey: undefined });

    await ai.proposeRewrites({ resume, job, targets, signal: signal() });

    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('asks again after malformed answers, then reports AI_UNAVAILABLE', async () => {
    server.script(
      { kind: 'completion', content: 'Sure! Here are the rewrites: ...' },
      { kind: 'completion', content: '{"rewrites": [' },
      { kind: 'completion', content: JSON.stringify({ rewrites: [{ path: 'basics.summary' }] }) },
    );

    const error = await rejection(
      testAi(server, { maxRetries: 2 }).proposeRewrites({ resume, job, targets, signal: signal() }),
      'AI_UNAVAILABLE',
    );

    expect(error.message).toBe(enhancementErrorMessages.AI_UNAVAILABLE);
    expect(error.logMessage).toContain('answer does not match the schema (rewrites.0.text');
    expect(server.requests).toHaveLength(3);
  });

  it('succeeds when a malformed answer is followed by a good one, counting both', async () => {
    server.script(
      {
        kind: 'completion',
        content: 'not json',
        usage: { prompt_tokens: 100, completion_tokens: 5 },
      },
      {
        kind: 'completion',
        content: answer([
          { path: 'basics.summary', text: 'Golang backend engineer.', reason: 'r' },
        ]),
        usage: { prompt_tokens: 100, completion_tokens: 20 },
      },
    );

    const result = await testAi(server).proposeRewrites({ resume, job, targets, signal: signal() });

    expect(result.proposals).toHaveLength(1);
    expect(result.usage).toEqual({ inputTokens: 200, outputTokens: 25 });
  });

  it('reports AI_UNAVAILABLE when the HTTP body itself is not JSON', async () => {
    server.script({ kind: 'garbage' });

    await rejection(
      testAi(server, { maxRetries: 0 }).proposeRewrites({ resume, job, targets, signal: signal() }),
      'AI_UNAVAILABLE',
    );
  });

  it('falls back to no response_format when the server refuses JSON mode (LM Studio)', async () => {
    const ai = testAi(server, { maxRetries: 0 });
    server.script(
      {
        kind: 'error',
        status: 400,
        body: JSON.stringify({ error: "'response_format.type' must be 'json_schema' or 'text'" }),
      },
      { kind: 'completion', content: answer([]) },
      { kind: 'completion', content: answer([]) },
    );

    await ai.proposeRewrites({ resume, job, targets, signal: signal() });
    await ai.proposeRewrites({ resume, job, targets, signal: signal() });

    expect(server.requests.map((r) => r.body.response_format ?? null)).toEqual([
      { type: 'json_object' },
      null,
      null,
    ]);
  });
});
