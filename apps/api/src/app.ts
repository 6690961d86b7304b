import { randomUUID } from 'node:crypto';
import { createDatabase, type DatabaseHandle } from '@resumio/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import identityProvider from './adapters/identity/embedded/plugin.ts';
import accountRoutes from './modules/account/routes.ts';
import billingRoutes from './modules/billing/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import publicConfigRoutes from './modules/public-config/routes.ts';
import resumeRoutes from './modules/resumes/routes.ts';
import auth from './plugins/auth.ts';
import databasePlugin from './plugins/database.ts';
import errors from './plugins/errors.ts';
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
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Builds the whole server without listening: tests use `app.inject`, server.ts listens. */
export async function buildApp({
  config,
  database,
  logger,
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
  });
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
  await app.register(rateLimits, { config });
  if (config.identity.embedded) await app.register(identityProvider, { config });
  await app.register(auth, { config });

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes, { config });
  await app.register(accountRoutes);
  await app.register(billingRoutes, { config });
  await app.register(resumeRoutes);

  await app.register(webApp, { config });
  return app;
}
