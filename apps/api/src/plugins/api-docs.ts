import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import apiPackage from '../../package.json' with { type: 'json' };
import type { Config } from '../config.ts';
import { errorCodeTable } from '../lib/error-responses.ts';
import { withKnownFormats, withOperationConventions } from '../lib/openapi-conventions.ts';

export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

const DESCRIPTION = `The Resumio API. Requests and answers are JSON; signed-in routes take an OpenID Connect
access token as \`Authorization: Bearer <token>\`.

Every error answers \`{ message, error, code, details? }\`: \`message\` is written for people,
\`error\` is the status's reason phrase, \`code\` is one of the closed list below.

${errorCodeTable()}`;

/**
 * The API description, generated from the routes' contract schemas: the OpenAPI 3.1 document at
 * /api/openapi.json and a reference page at /api/docs. The page's scripts and styles are served
 * from the app itself, so it works offline and under the app's Content-Security-Policy.
 */
export default fp<{ config: Config }>(
  async function apiDocs(app: FastifyInstance, { config }) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Resumio API', version: apiPackage.version, description: DESCRIPTION },
        servers: [{ url: config.publicUrl }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: withOperationConventions(createJsonSchemaTransform({ skipList: [] })),
      transformObject: withKnownFormats(createJsonSchemaTransformObject({})),
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { deepLinking: true },
      theme: { title: 'Resumio API reference' },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
  },
  { name: 'api-docs' },
);
