import { randomUUID } from 'node:crypto';
import { createDatabase, type DatabaseHandle } from '@resumio/db';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AiPort } from './adapters/ai/ai-port.ts';
import { createAiPort } from './adapters/ai/create-ai-port.ts';
import identityProvider from './adapters/identity/embedded/plugin.ts';
import { validatorCompiler } from './lib/request-validation.ts';
import { getCurrentUser, identityFromClaims } from './modules/account/get-current-user.ts';
import accountRoutes from './modules/account/routes.ts';
import billingRoutes from './modules/billing/routes.ts';
import enhancementRoutes from './modules/enhancement/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import { buildPublicConfig } from './modules/public-config/build-public-config.ts';
import publicConfigRoutes from './modules/public-config/routes.ts';
import resumeRoutes from './modules/resumes/routes.ts';
import apiDocs from './plugins/api-docs.ts';
import auth from './plugins/auth.ts';
import canonicalHost from './plugins/canonical-host.ts';
import databasePlugin from './plugins/database.ts';
import errors, { frameworkErrors } from './plugins/errors.ts';
import rateLimits from './plugins/rate-limits.ts';
import securityHeaders from './plugins/security-headers.ts';
import webApp from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Set when shutdown starts, so load balancers stop routing here before the listener closes. */
    shuttingDown: boolean;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open database; when absent the app opens (and closes) its own from config. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is added, with its schemas: how tests hold each route to its contract. */
  onRoute?: (route: RouteOptions) => void;
  /** The `ai` adapter; when absent, the one the config names (tests hand in a fake model). */
  ai?: AiPort;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Builds the whole server without listening: tests use `app.inject`, server.ts listens. */
export async function buildApp({
  config,
  database,
  logger,
  onRoute,
  ai,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors,
  });
  // Routes declare their input and answers with the contract's zod schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('config', config);
  app.decorate('shuttingDown', false);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errors);
  await app.register(databasePlugin, {
    database:
      database ??
      createDatabase({ databaseUrl: config.database.url, sqlitePath: config.database.sqlitePath }),
    owned: !database,
  });
  await app.register(securityHeaders, { config });
  await app.register(canonicalHost, { config });
  await app.register(rateLimits, { config });
  if (config.identity.embedded) await app.register(identityProvider, { config });
  await app.register(auth, {
    config,
    findUser: ({ issuer, subject, claims }) =>
      getCurrentUser(app.db, identityFromClaims(issuer, subject, claims)),
  });
  // Before the routes: the API description is collected as they are added.
  await app.register(apiDocs, { config });

  const publicConfig = buildPublicConfig(config);
  const api = app.withTypeProvider<ZodTypeProvider>();
  await api.register(healthRoutes);
  await api.register(publicConfigRoutes, { publicConfig });
  await api.register(accountRoutes);
  await api.register(billingRoutes, { config });
  await api.register(resumeRoutes);
  await api.register(enhancementRoutes, { ai: ai ?? createAiPort(config.ai) });

  await app.register(webApp, { config, publicConfig });
  return app;
}
