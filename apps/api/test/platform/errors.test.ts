import { ApiErrorBodySchema } from '@resumio/contract';
import { testDialects } from '@resumio/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/lib/app-error.ts';
import { validate } from '../../src/lib/validate.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const EchoSchema = z.object({ title: z.string().min(1), count: z.number().int().max(10) });

function addProbeRoutes(app: FastifyInstance) {
  app.post('/api/test/echo', async (request) => validate(EchoSchema, request.body));
  app.get('/api/test/boom', async () => {
    throw new Error('connection to postgres://admin:hunter2@db failed at Socket.connect');
  });
  app.get('/api/test/conflict', async () => {
    throw new AppError('CONFLICT', 'Already there.');
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
