import { errorCodes } from '@resumio/contract';
import { createTestDatabase, testDialects, type TestDatabase } from '@resumio/db/testing';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../helpers/build-test-app.ts';

/**
 * Routes under /api that are not described by contract schemas, and why: the reference page and
 * its files, the document itself, and the webhook, whose body is the raw bytes the signature
 * covers (its answers are still described).
 */
const UNDESCRIBED = [/^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/];
// Bodies read as they come: the signed webhook's raw bytes and the resume file uploads (multipart).
const RAW_BODY = new Set([
  'POST /api/stripe/webhook',
  'POST /api/resumes/import-file',
  'POST /api/resume-import-preview',
  'PUT /api/resumes/:id/original',
]);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

interface CollectedRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  preValidation: unknown[];
}

/** Routes whose contract has query parameters. */
const QUERIES = [
  'GET /api/resumes',
  'GET /api/resumes/:id/export',
  'GET /api/resumes/:id/readback',
  'GET /api/jobs/reminders',
  'GET /api/jobs',
  'GET /api/jobs/analytics',
  'GET /api/cover-letters',
  'GET /api/cover-letters/:id/export',
];

const isZod = (value: unknown) => value instanceof z.ZodType;

/** A response is a zod schema, or an OpenAPI response object whose media types hold one. */
function isZodResponse(value: unknown): boolean {
  if (isZod(value)) return true;
  const content = (value as { content?: Record<string, { schema?: unknown }> } | null)?.content;
  return !!content && Object.values(content).every((media) => isZod(media.schema));
}

const OperationSchema = z.looseObject({
  responses: z.record(
    z.string().regex(/^([1-5]\d\d|[1-5]XX|default)$/),
    z.looseObject({ description: z.string().min(1) }),
  ),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.enum(['path', 'query', 'header', 'cookie']),
        schema: z.record(z.string(), z.unknown()),
      }),
    )
    .optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});
const OpenApiSchema = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string().min(1), version: z.string().min(1) }),
  paths: z.record(z.string().startsWith('/'), z.record(z.string(), OperationSchema)),
  components: z.looseObject({
    schemas: z.record(z.string(), z.record(z.string(), z.unknown())),
    securitySchemes: z.record(z.string(), z.looseObject({ type: z.string() })),
  }),
});

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refs(child, found);
    }
  }
  return found;
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe.each(testDialects())('API description on %s', (dialect) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const routes: CollectedRoute[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await buildApp({
      config: testConfig({ BILLING_DEBUG: 'true' }),
      database,
      logger: false,
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const preValidation = [route.preValidation ?? []].flat();
        for (const method of methods) {
          routes.push({ method, url: route.url, schema: route.schema, preValidation });
        }
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const apiRoutes = () =>
    routes.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        !UNDESCRIBED.some((pattern) => pattern.test(route.url)),
    );

  it('has API routes to check', () => {
    expect(apiRoutes().length).toBeGreaterThan(10);
  });

  it('declares the answers and the input of every API route with contract schemas', () => {
    const problems: string[] = [];
    for (const { method, url, schema } of apiRoutes()) {
      const name = `${method} ${url}`;
      const response = (schema?.response ?? {}) as Record<string, unknown>;
      const success = Object.keys(response).filter((status) => /^2\d\d$/.test(status));
      if (success.length === 0) problems.push(`${name}: no success response`);
      for (const range of ['4xx', '5xx']) {
        if (!response[range]) problems.push(`${name}: no ${range} error response`);
      }
      for (const [status, value] of Object.entries(response)) {
        if (!isZodResponse(value)) problems.push(`${name}: response ${status} has no zod schema`);
      }
      if (url.includes(':') && !isZod(schema?.params)) problems.push(`${name}: no params schema`);
      if (BODY_METHODS.has(method) && !RAW_BODY.has(name) && !isZod(schema?.body)) {
        problems.push(`${name}: no body schema`);
      }
      if (QUERIES.includes(name) && !isZod(schema?.querystring)) {
        problems.push(`${name}: no querystring schema`);
      }
      if (schema?.querystring !== undefined && !isZod(schema.querystring)) {
        problems.push(`${name}: querystring is not a zod schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the bearer scheme on exactly the routes that authenticate', () => {
    for (const { method, url, schema, preValidation } of apiRoutes()) {
      const signedIn = preValidation.includes(app.authenticate);
      const security = (schema as { security?: unknown } | undefined)?.security;
      expect(security, `${method} ${url}`).toEqual(signedIn ? [{ bearerAuth: [] }] : undefined);
      if (signedIn) expect(Object.keys(schema?.response ?? {})).toContain('401');
    }
  });

  it('publishes an OpenAPI 3.1 document listing every API route', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const document = OpenApiSchema.parse(res.json());

    for (const { method, url } of apiRoutes()) {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['4XX', '5XX']));
    }
    for (const path of Object.keys(document.paths)) {
      expect(path.startsWith('/api/') && !UNDESCRIBED.some((p) => p.test(path))).toBe(true);
    }

    const targets = new Set(refs(document));
    for (const target of targets) {
      const name = target.replace('#/components/schemas/', '');
      expect(document.components.schemas[name], target).toBeDefined();
    }
  });

  it('names the bearer scheme on signed-in routes and every error code', async () => {
    const document = OpenApiSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json(),
    );
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const me = document.paths['/api/me']?.get;
    expect(me?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(me!.responses)).toContain('401');
    expect(document.paths['/api/health']?.get?.security).toEqual([]);

    const apiError = document.components.schemas.ApiError as {
      properties: { code: { enum: string[] } };
      required: string[];
    };
    expect(apiError.properties.code.enum).toEqual(errorCodes);
    expect(apiError.required).toEqual(expect.arrayContaining(['message', 'error', 'code']));
  });

  it('names every operation once, marks open ones as open, and uses only known formats', async () => {
    const document = OpenApiSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json(),
    );
    const ids: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const { operationId, security } = operation as { operationId?: string; security?: unknown };
        expect(operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
        ids.push(operationId!);
        expect(security, `${method} ${path}`).toBeDefined();
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/resumes/{id}/export']?.get?.operationId).toBe(
      'getResumesByIdExport',
    );
    const exported = document.paths['/api/resumes/{id}/export']?.get?.responses[
      '200'
    ] as unknown as {
      content: Record<string, { schema: { type?: string } }>;
    };
    expect(exported.content['application/json']?.schema.type).toBe('object');
    expect(exported.content['application/pdf']?.schema.type).toBe('string');
    const unsubscribe = document.paths['/api/reminders/unsubscribe/{token}']?.post as {
      requestBody?: { content: Record<string, unknown> };
    };
    expect(Object.keys(unsubscribe.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    const formats = JSON.stringify(document).match(/"format":"[^"]+"/g) ?? [];
    expect(formats.filter((f) => f.includes('starts_with'))).toEqual([]);
  });

  it("lists under each route's statuses only the codes that route can answer", async () => {
    const document = OpenApiSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json(),
    );
    const description = (path: string, method: string, status: string) =>
      (document.paths[path]?.[method]?.responses[status] as { description?: string } | undefined)
        ?.description ?? '';
    const feed = description('/api/calendar/{token}.ics', 'get', '404');
    expect(feed).toContain('`NOT_FOUND`');
    expect(feed).not.toContain('CHECKOUT_SESSION_NOT_FOUND');
    expect(description('/api/stripe/checkout-session/{sessionId}', 'get', '404')).toBe(
      'Not Found: `CHECKOUT_SESSION_NOT_FOUND`.',
    );
    const jobConflict = description('/api/jobs', 'post', '409');
    expect(jobConflict).toContain('`JOB_LIMIT_REACHED`');
    expect(jobConflict).not.toMatch(/COVER_LETTER_LIMIT_REACHED|ALREADY_PREMIUM/);
    expect(description('/api/stripe/cancel-subscription', 'post', '409')).toBe(
      'Conflict: `NO_ACTIVE_SUBSCRIPTION`.',
    );
    expect(description('/api/contact', 'post', '422')).toBe(
      'Unprocessable Entity: `CONTACT_TOO_FAST`, `CONTACT_FORM_EXPIRED`.',
    );
  });

  it('names the shared schemas as components and refers to them', async () => {
    const document = OpenApiSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json(),
    );
    for (const name of [
      'Resume',
      'ResumeSummary',
      'ResumeDetail',
      'JobApplication',
      'JobApplicationDetail',
      'JobEvent',
      'JobBoard',
      'CoverLetterDetail',
      'SubscriptionStatus',
      'ReminderSettings',
      'CalendarFeed',
    ]) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
    const resume = document.paths['/api/resumes/{id}']?.get?.responses['200'];
    expect(refs(resume)).toEqual(['#/components/schemas/ResumeDetail']);
    const job = document.paths['/api/jobs/{id}']?.get?.responses['200'];
    expect(refs(job)).toEqual(['#/components/schemas/JobApplicationDetail']);
  });

  it('serves a reference page that loads only its own files', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'[^;]*;/);
    expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|https?:)/);
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const file = await app.inject({
        method: 'GET',
        url: new URL(asset, 'http://x/api/docs').pathname,
      });
      expect(file.statusCode, asset).toBe(200);
    }
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
