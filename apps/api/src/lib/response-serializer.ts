import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

export interface ResponseSerializerOptions {
  /**
   * Also check every answer against its zod schema and against zod's own output, and throw on any
   * difference. Tests turn this on, so a handler that drifts from its contract (or a schema the
   * compiled writer reads differently from zod) fails a test instead of reaching a user; production
   * pays only for the compiled writer (zod checking a 1.2 MB list cost ~14× `JSON.stringify`).
   */
  verify: boolean;
}

function resolveSchema(maybeSchema: unknown): z.ZodType {
  if (maybeSchema instanceof z.ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`A response schema is not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

function zodWriter(schema: z.ZodType, method: string, url: string): Stringify {
  return (data) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) {
      throw new ResponseSerializationError(method, url, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
}

/** The formats the compiled writer acts on: it writes a Date as their string. */
const WRITER_FORMATS = new Set(['date-time', 'date', 'time']);
const VALUE_KEYWORDS = new Set(['default', 'const', 'enum', 'examples']);

/**
 * Removes the formats a writer has no use for (zod's `starts_with`, `email`, `uuid`…): its schema
 * compiler would warn about each unknown one at every start, and checking is zod's job anyway.
 */
function dropWriterlessFormats(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) dropWriterlessFormats(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.format === 'string' && !WRITER_FORMATS.has(record.format)) {
    delete record.format;
  }
  for (const [key, value] of Object.entries(record)) {
    // Values, not schemas: a default or an example may well hold a field named format.
    if (!VALUE_KEYWORDS.has(key)) dropWriterlessFormats(value);
  }
}

/**
 * The writer fast-json-stringify compiles from the schema's output JSON Schema, or none when the
 * schema holds something JSON Schema cannot say (a transform, `z.undefined()` of a 204).
 * Objects come out of zod with `additionalProperties: false`, and the compiled writer emits only
 * the properties a schema names: a field a handler adds by mistake (a password hash, another
 * user's id) is dropped exactly as zod dropped it.
 */
export function compiledWriter(schema: z.ZodType): Stringify | undefined {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      reused: 'inline',
      cycles: 'ref',
    }) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  delete jsonSchema.$schema;
  dropWriterlessFormats(jsonSchema);
  try {
    return fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]) as Stringify;
  } catch {
    return undefined;
  }
}

/** Fastify's serializer compiler for routes whose answers are declared with contract schemas. */
export function createResponseSerializer({
  verify,
}: ResponseSerializerOptions): FastifySerializerCompiler<unknown> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = resolveSchema(maybeSchema);
    const checked = zodWriter(schema, method, url);
    const compiled = compiledWriter(schema);
    if (!compiled) return checked;
    if (!verify) return compiled;
    return (data) => {
      const expected = checked(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        const message = `The compiled writer differs from the contract's: ${written.slice(0, 400)} vs ${expected.slice(0, 400)}`;
        throw new ResponseSerializationError(method, url, {
          cause: new z.ZodError([{ code: 'custom', message, path: [], input: data }]),
        });
      }
      return written;
    };
  };
}
