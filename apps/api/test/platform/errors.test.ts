import { Writable } from 'node:stream';
import { ApiErrorBodySchema } from '@resumio/contract';
import { createTestDatabase, testDialects } from '@resumio/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';

const EchoSchema = z.object({ title: z.string().min(1), count: z.number().int().max(10) });

function addProbeRoutes(app: FastifyInstance) {
  app.post('/api/test/echo', { schema: { body: EchoSchema } }, async (request) => request.body);
  app.get('/api/test/boom', async () => {
    throw new Error('connection to postgres://admin:hunter2@db failed at Socket.connect');
  });
  app.get('/api/test/conflict', async () => {
    throw new AppError('CONFLICT', 'Already there.');
  });
  app.get('/api/test/busy', async () => {
    throw new AppError('SERVICE_UNAVAILABLE', 'Exports are busy right now.', {
      retryAfterSeconds: 2,
      queue: 'render-pool@10.0.0.7',
    });
  });
  app.get('/api/test/outage', async () => {
    throw new AppError(
      'PAYMENT_PROVIDER_ERROR',
      'The payment provider could not complete the request.',
      { upstream: 'https://api.stripe.com/v1/customers', status: 500 },
      { logMessage: 'stripe answered 500 for cus_123', cause: new Error('socket hang up') },
    );
  });
  app.get('/api/test/internal', async () => {
    throw new AppError('INTERNAL_ERROR', 'insert into resumes failed: invalid byte sequence 0x00');
  });
}

function expectErrorBody(body: string, code: string) {
  const parsed = ApiErrorBodySchema.parse(JSON.parse(body));
  expect(parsed.code).toBe(code);
  expect(parsed.message.length).toBeGreaterThan(0);
  return parsed;
}

describe.each(testDialects())('error responses on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      dialect,
      { BODY_LIMIT_BYTES: '2048', RATE_LIMIT_MAX: '1000' },
      addProbeRoutes,
    );
  });
  afterAll(async () => t.close());

  it('answers 400 VALIDATION_ERROR with field paths in details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: '', count: 11.5 },
    });
    expect(res.statusCode).toBe(400);
    const body = expectErrorBody(res.body, 'VALIDATION_ERROR');
    expect(body.error).toBe('Bad Request');
    const paths = (body.details as { path: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(['count', 'title']);
  });

  it('answers 400 BAD_REQUEST for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.body, 'BAD_REQUEST');
  });

  it('answers 401 with a code when the token is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.body, 'TOKEN_MISSING');
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expectErrorBody(res.body, 'NOT_FOUND');
  });

  it('answers 405 with Allow for a method an API path does not take', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/me', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('DELETE, GET, HEAD');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = expectErrorBody(res.body, 'METHOD_NOT_ALLOWED');
    expect(body.error).toBe('Method Not Allowed');
    expect(body.details).toEqual({ allow: ['DELETE', 'GET', 'HEAD'] });

    const withParams = await t.app.inject({ method: 'POST', url: '/api/resumes/r1?x=1' });
    expect(withParams.statusCode).toBe(405);
    expect(withParams.headers.allow).toBe('DELETE, GET, HEAD, PATCH');
  });

  it('keeps 404 for a path no method answers', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
    expectErrorBody(res.body, 'NOT_FOUND');
  });

  it('answers 409 with the code of an AppError', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(expectErrorBody(res.body, 'CONFLICT').message).toBe('Already there.');
  });

  it('answers 413 PAYLOAD_TOO_LARGE beyond the body limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: 'x'.repeat(4096), count: 1 },
    });
    expect(res.statusCode).toBe(413);
    expectErrorBody(res.body, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for a content type it does not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expectErrorBody(res.body, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 500 without internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = expectErrorBody(res.body, 'INTERNAL_ERROR');
    expect(res.body).not.toMatch(/hunter2|postgres|Socket|stack/i);
    expect(body.details).toBeUndefined();
  });

  it('answers 400 in the error shape for an address that cannot be decoded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/%c0%ae%c0%ae/x' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = expectErrorBody(res.body, 'BAD_REQUEST');
    expect(body.error).toBe('Bad Request');
    expect(res.body).not.toContain('FST_');
  });

  it('answers unknown identity provider paths with a JSON 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/oidc/no-such-endpoint',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(expectErrorBody(res.body, 'NOT_FOUND').error).toBe('Not Found');
  });

  it('answers unknown identity provider paths with a not-found page for browsers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/oidc/no-such-page',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>Page not found</h1>');
  });

  it('keeps everything but a retry hint out of a 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/busy' });
    expect(res.statusCode).toBe(503);
    const body = expectErrorBody(res.body, 'SERVICE_UNAVAILABLE');
    expect(body.message).toBe('Exports are busy right now.');
    expect(body.details).toEqual({ retryAfterSeconds: 2 });
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body).not.toContain('render-pool');
  });

  it('sends the user message of a 5xx AppError, never its context', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/outage' });
    expect(res.statusCode).toBe(502);
    const body = expectErrorBody(res.body, 'PAYMENT_PROVIDER_ERROR');
    expect(body.message).toBe('The payment provider could not complete the request.');
    expect(body.details).toBeUndefined();
    expect(res.body).not.toMatch(/stripe\.com|cus_123|hang up/);
  });

  it('answers an INTERNAL_ERROR AppError with the generic message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/internal' });
    expect(res.statusCode).toBe(500);
    expectErrorBody(res.body, 'INTERNAL_ERROR');
    expect(res.body).not.toMatch(/insert|resumes|0x00/);
  });

  it('echoes a request id on every answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe.each(testDialects())('rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => t.close());

  it('answers 429 RATE_LIMITED past the global limit', async () => {
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
      statuses.push(res.statusCode);
      last = res.body;
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const body = expectErrorBody(last, 'RATE_LIMITED');
    expect(body.error).toBe('Too Many Requests');
  });
});

describe.each(testDialects())('server error logs on %s', (dialect) => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase(dialect);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({
      config: testConfig(),
      database,
      logger: { level: 'info', stream },
    });
    addProbeRoutes(app);
    await app.ready();
    close = async () => {
      await app.close();
      await database.cleanup();
    };
  });
  afterAll(async () => close?.());

  const logged = (message: string) => lines.filter((line) => line.msg === message);

  it('logs a busy 503 as a warning without a stack', async () => {
    await app.inject({ method: 'GET', url: '/api/test/busy' });
    const [entry] = logged('busy');
    expect(entry).toMatchObject({ level: 40, code: 'SERVICE_UNAVAILABLE' });
    expect(JSON.stringify(entry)).not.toContain('stack');
  });

  it('logs the internal message and cause of a 5xx AppError', async () => {
    await app.inject({ method: 'GET', url: '/api/test/outage' });
    const entry = logged('server error').find((line) => line.code === 'PAYMENT_PROVIDER_ERROR');
    expect(entry).toMatchObject({ level: 50, reason: 'stripe answered 500 for cus_123' });
    expect(JSON.stringify(entry)).toContain('socket hang up');
  });
});
