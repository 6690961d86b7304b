import { ApiErrorBodySchema } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponses } from '../../src/lib/error-responses.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const EchoSchema = z.object({ title: z.string().min(1), count: z.number().int().max(10) });

function addTypedRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/test/typed/:n',
    {
      schema: {
        params: z.object({ n: z.coerce.number().int() }),
        querystring: z.object({ q: z.string().max(3).optional() }),
        body: EchoSchema,
        response: { 200: EchoSchema.extend({ n: z.number() }), ...errorResponses(400) },
      },
    },
    // The extra field must not reach the client: answers are filtered by their schema.
    async (request) => ({ ...request.body, n: request.params.n, secret: 'internal' }),
  );
  api.get(
    '/api/test/typed-bad-answer',
    { schema: { response: { 200: z.object({ createdAt: z.iso.datetime() }) } } },
    async () => ({ createdAt: 'x' }),
  );
}

function expectValidationError(res: { statusCode: number; body: string }, paths: string[]) {
  expect(res.statusCode, res.body).toBe(400);
  const body = ApiErrorBodySchema.parse(JSON.parse(res.body));
  expect(body).toMatchObject({
    code: 'VALIDATION_ERROR',
    error: 'Bad Request',
    message: 'The request is not valid.',
  });
  expect((body.details as { path: string }[]).map((issue) => issue.path).sort()).toEqual(paths);
}

describe.each(testDialects())('routes typed by contract schemas on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, addTypedRoutes);
  });
  afterAll(async () => t?.close());

  it('hands the handler parsed input and sends only what the answer schema names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/typed/7?q=abc',
      payload: { title: 'Hello', count: 3, extra: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: 'Hello', count: 3, n: 7 });
  });

  it('answers a bad body with VALIDATION_ERROR and field paths', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/typed/1',
      payload: { title: '', count: 11.5 },
    });
    expectValidationError(res, ['count', 'title']);
  });

  it('answers a missing body the same way', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/typed/1' });
    expectValidationError(res, ['(root)']);
  });

  it('answers a bad query or path parameter with VALIDATION_ERROR', async () => {
    const payload = { title: 'a', count: 1 };
    expectValidationError(
      await t.app.inject({ method: 'POST', url: '/api/test/typed/1?q=toolong', payload }),
      ['q'],
    );
    expectValidationError(
      await t.app.inject({ method: 'POST', url: '/api/test/typed/one', payload }),
      ['n'],
    );
  });

  it('answers 500 without internals when an answer breaks its own schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/typed-bad-answer' });
    expect(res.statusCode).toBe(500);
    const body = ApiErrorBodySchema.parse(res.json());
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toMatch(/createdAt|datetime|FST_/);
  });
});
