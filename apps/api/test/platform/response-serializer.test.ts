import { createTestDatabase } from '@resumio/db/testing';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { compiledWriter, createResponseSerializer } from '../../src/lib/response-serializer.ts';
import { testConfig } from '../helpers/build-test-app.ts';

const Account = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  plan: z.enum(['free', 'premium']),
  tags: z.array(z.string()),
  note: z.string().nullable(),
  nested: z.object({ n: z.number().int() }).optional(),
});

const serializerFor = (verify: boolean, schema: z.ZodType) =>
  createResponseSerializer({ verify })({
    schema,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  } as never) as (data: unknown) => string;

describe('response serializer', () => {
  const row = {
    id: 'u1',
    email: 'a@example.com',
    createdAt: '2026-11-27T10:00:00.000Z',
    plan: 'free',
    tags: ['a'],
    note: null,
    nested: { n: 1, secret: 'x' },
    passwordHash: 'scrypt$…',
  };

  it('writes only the fields the schema names, in production as in tests', () => {
    for (const verify of [false, true]) {
      const written = JSON.parse(serializerFor(verify, Account)(row));
      expect(written).toEqual({
        id: 'u1',
        email: 'a@example.com',
        createdAt: '2026-11-27T10:00:00.000Z',
        plan: 'free',
        tags: ['a'],
        note: null,
        nested: { n: 1 },
      });
    }
  });

  it('compiles formats zod knows and the writer does not without a warning', () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      // A union: the writer checks which branch a value takes with its own schema compiler.
      const write = compiledWriter(
        z.union([
          z.object({ sessionId: z.string().startsWith('cs_'), email: z.email() }),
          z.object({ at: z.iso.datetime() }),
        ]),
      );
      expect(write).toBeDefined();
      expect(JSON.parse(write!({ sessionId: 'cs_1', email: 'a@example.com' }))).toEqual({
        sessionId: 'cs_1',
        email: 'a@example.com',
      });
      expect(JSON.parse(write!({ at: row.createdAt }))).toEqual({ at: row.createdAt });
    } finally {
      console.warn = original;
    }
    expect(warnings).toEqual([]);
  });

  it('refuses an answer that breaks its contract when verifying', () => {
    expect(() => serializerFor(true, Account)({ ...row, plan: 'gold' })).toThrow();
  });

  it('compiles the answers of every route but the few JSON Schema cannot describe', async () => {
    const database = await createTestDatabase('sqlite');
    const schemas: Array<{ url: string; status: string; schema: z.ZodType }> = [];
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      onRoute: (route: RouteOptions) => {
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        for (const [status, schema] of Object.entries(response)) {
          if (schema instanceof z.ZodType) schemas.push({ url: route.url, status, schema });
        }
      },
    });
    try {
      const fallbacks = schemas.filter((s) => !compiledWriter(s.schema));
      // Only 204s (`z.undefined()`) and the resume document (its blocks are custom zod types:
      // the resume routes and the signed-out import preview, which answers a document) stay with
      // zod; lists, the tracker's above all, are compiled.
      const answersADocument = (url: string) =>
        url.startsWith('/api/resumes') || url === '/api/resume-import-preview';
      for (const f of fallbacks) {
        expect(f.status === '204' || answersADocument(f.url), `${f.url} ${f.status}`).toBe(true);
      }
      expect(fallbacks.some((f) => f.url === '/api/jobs')).toBe(false);
      expect(schemas.length - fallbacks.length).toBeGreaterThan(60);
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});
