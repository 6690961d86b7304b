import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';

/** JSON Schema and OpenAPI formats a validator or client generator knows; others are dropped. */
const KNOWN_FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uuid',
  'uri-template',
  'json-pointer',
  'relative-json-pointer',
  'regex',
  'int32',
  'int64',
  'float',
  'double',
  'byte',
  'binary',
  'password',
]);

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable operation name from the method and path, for generated clients:
 * `GET /api/resumes/:id/export` → `getResumesByIdExport`.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const words = segment
        .replace(/^:/, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(pascal);
      return segment.startsWith(':') ? `By${words.join('')}` : words.join('');
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

/**
 * Wraps the schema transform: only /api routes are API operations (the web app's pages, the
 * sign-in provider and the hosted checkout page are not); each gets an operationId, and a route
 * open to everyone says so with `security: []` rather than leaving it unstated.
 */
export function withOperationConventions<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const result = transform(input);
    const schema = result.schema as FastifySchema & Record<string, unknown>;
    if (!input.url.startsWith('/api/')) return { ...result, schema: { ...schema, hide: true } };
    const method = [input.route.method].flat()[0] ?? 'get';
    return {
      ...result,
      schema: {
        ...schema,
        operationId: schema.operationId ?? operationIdFor(method, input.url),
        security: schema.security ?? [],
      },
    };
  };
}

/** Removes `format` values no tool knows (zod writes `starts_with`); the pattern beside stays. */
export function dropUnknownFormats(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropUnknownFormats);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key, child]) => key !== 'format' || typeof child !== 'string' || KNOWN_FORMATS.has(child),
      )
      .map(([key, child]) => [key, dropUnknownFormats(child)]),
  );
}

export function withKnownFormats(transform: SwaggerTransformObject): SwaggerTransformObject {
  return (input) => dropUnknownFormats(transform(input)) as ReturnType<SwaggerTransformObject>;
}
