import { randomUUID } from 'node:crypto';
import { createDatabase, type DatabaseHandle } from '@resumio/db';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AiPort } from './adapters/ai/ai-port.ts';
import { createAiPort } from './adapters/ai/create-ai-port.ts';
import { createMailPort } from './adapters/mail/create-mail-port.ts';
import type { MailPort } from './adapters/mail/mail-port.ts';
import { outboxPage } from './adapters/mail/outbox/outbox-page.ts';
import identityProvider from './adapters/identity/embedded/plugin.ts';
import { createRenderer } from './adapters/rendering/renderer.ts';
import { createComputePool } from './compute/compute-pool.ts';
import { baseLoggerOptions, OneLinePerRequest } from './lib/console-logger.ts';
import { isoDay } from './lib/iso-day.ts';
import { validatorCompiler } from './lib/request-validation.ts';
import { createResponseSerializer } from './lib/response-serializer.ts';
import { createWarmUps, type WarmUps } from './lib/warm-ups.ts';
import { getCurrentUser, identityFromClaims } from './modules/account/get-current-user.ts';
import accountDataRoutes from './modules/account/data-routes.ts';
import dataExportRoutes from './modules/account/data-export-routes.ts';
import { createDataExportRunner } from './modules/account/data-export-runner.ts';
import emailVerificationRoutes from './modules/account/email-verification-routes.ts';
import securityRoutes from './modules/account/security-routes.ts';
import accountRoutes from './modules/account/routes.ts';
import type { BillingDeps } from './modules/billing/billing-deps.ts';
import { formTokens } from './modules/contact/form-token.ts';
import { addressHasher } from './modules/contact/hash-address.ts';
import contactRoutes from './modules/contact/routes.ts';
import billingRoutes from './modules/billing/routes.ts';
import coverLetterRoutes from './modules/cover-letters/routes.ts';
import enhancementRoutes from './modules/enhancement/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import type { JobLinkDeps } from './modules/job-links/read-job-link.ts';
import jobLinkRoutes from './modules/job-links/routes.ts';
import jobRoutes from './modules/jobs/routes.ts';
import { buildPublicConfig } from './modules/public-config/build-public-config.ts';
import publicConfigRoutes from './modules/public-config/routes.ts';
import {
  createDigestScheduler,
  type DigestScheduler,
} from './modules/reminders/digest-scheduler.ts';
import reminderRoutes from './modules/reminders/routes.ts';
import publicShareRoutes from './modules/resume-shares/public-routes.ts';
import resumeShareRoutes from './modules/resume-shares/routes.ts';
import { createRenderSlots } from './lib/render-slots.ts';
import resumeRoutes from './modules/resumes/routes.ts';
import resumeImportRoutes from './modules/resumes/import-file-routes.ts';
import apiDocs from './plugins/api-docs.ts';
import auth from './plugins/auth.ts';
import canonicalHost from './plugins/canonical-host.ts';
import databasePlugin from './plugins/database.ts';
import errors, { frameworkErrors } from './plugins/errors.ts';
import rateLimits from './plugins/rate-limits.ts';
import refuseUnsafeText from './plugins/refuse-unsafe-text.ts';
import securityHeaders from './plugins/security-headers.ts';
import verifiedEmail from './plugins/verified-email.ts';
import webApp from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Set when shutdown starts, so load balancers stop routing here before the listener closes. */
    shuttingDown: boolean;
    /** The mail adapter the config chose (outbox or SMTP). */
    mail: MailPort;
    /** The reminder digest's rounds; tests drive `tick` with their own clock. */
    reminderDigest: DigestScheduler;
    /** Threads still warming behind `/api/ready` while the instance already serves. */
    warmUps: WarmUps;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open database; when absent the app opens (and closes) its own from config. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Log each request as one readable line when it completes, instead of two JSON records. */
  requestLines?: boolean;
  /** Sees every route as it is added, with its schemas: how tests hold each route to its contract. */
  onRoute?: (route: RouteOptions) => void;
  /** The `ai` adapter; when absent, the one the config names (tests hand in a fake model). */
  ai?: AiPort;
  /** What "now" is for reminders, the calendar feed and the digest (tests fix it). */
  clock?: () => Date;
  /** Which addresses posting links may be read from (tests allow their own local server). */
  jobLinks?: JobLinkDeps;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Builds the whole server without listening: tests use `app.inject`, server.ts listens. */
export async function buildApp({
  config,
  database,
  logger,
  requestLines = false,
  onRoute,
  ai,
  clock = () => new Date(),
  jobLinks,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? baseLoggerOptions(config.logLevel),
    // Readable logs write a request as one line when it completes.
    ...(requestLines && { logController: new OneLinePerRequest() }),
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
  // Routes declare their input and answers with the contract's zod schemas; answers are written
  // by writers compiled from those schemas, checked against zod itself in tests.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verify: config.env === 'test' }));
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('config', config);
  app.decorate('shuttingDown', false);
  app.decorate('warmUps', createWarmUps());
  app.addHook('onListen', async () => app.warmUps.listening());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errors);
  // Before every route, the identity provider's included: NUL and line separators never get in.
  await app.register(refuseUnsafeText);
  await app.register(databasePlugin, {
    database:
      database ??
      createDatabase({ databaseUrl: config.database.url, sqlitePath: config.database.sqlitePath }),
    owned: !database,
  });
  await app.register(securityHeaders, { config });
  await app.register(canonicalHost, { config });
  await app.register(rateLimits, { config });
  // Before the identity provider, which sends password-reset links and security notices.
  const mail = createMailPort(config.mail, app.db, clock);
  app.decorate('mail', mail);
  app.addHook('onClose', async () => mail.close());
  if (config.identity.embedded) await app.register(identityProvider, { config });
  await app.register(auth, {
    config,
    findUser: ({ issuer, subject, claims }) =>
      getCurrentUser(app.db, identityFromClaims(issuer, subject, claims)),
  });
  await app.register(verifiedEmail, { config });
  // Before the routes: the API description is collected as they are added.
  await app.register(apiDocs, { config });

  const publicConfig = buildPublicConfig(config);
  const api = app.withTypeProvider<ZodTypeProvider>();
  await api.register(healthRoutes);
  await api.register(publicConfigRoutes, { publicConfig });
  await api.register(accountRoutes);
  if (app.embeddedIdentity) {
    const { mailer } = app.embeddedIdentity;
    await api.register(emailVerificationRoutes, { mailer, publicUrl: config.publicUrl, clock });
    const { revokedGrants } = app.embeddedIdentity;
    await api.register(securityRoutes, {
      mailer,
      revokedGrants,
      publicUrl: config.publicUrl,
      clock,
    });
  }
  let billing: BillingDeps | undefined;
  await api.register(billingRoutes, { config, onBilling: (deps) => (billing = deps) });
  await api.register(accountDataRoutes, {
    clock,
    deps: () => {
      if (!billing) throw new Error('billing is wired before the account routes answer');
      return {
        db: app.db,
        billing,
        mail,
        publicUrl: config.publicUrl,
        embedded: app.embeddedIdentity
          ? { issuer: config.identity.issuer, revokedGrants: app.embeddedIdentity.revokedGrants }
          : null,
        log: app.log,
      };
    },
  });
  // One render pool for the whole app: resume exports and the resumes sent with applications
  // share its threads, its queue and each user's slots.
  const rendering = {
    renderer: createRenderer(config.render),
    renderSlots: createRenderSlots({ perUser: config.render.perUser }),
  };
  app.addHook('onClose', async () => rendering.renderer.close());
  // The data export's ZIP is prepared in the background, its PDFs in the pool's low lane.
  const dataExportDeps = {
    db: app.db,
    dialect: app.database.dialect,
    renderer: rendering.renderer,
    clock,
    embeddedIssuer: app.embeddedIdentity ? config.identity.issuer : null,
    log: app.log,
  };
  const dataExports = createDataExportRunner(dataExportDeps);
  app.addHook('onReady', async () => dataExports.start());
  app.addHook('onClose', async () => dataExports.stop());
  await api.register(dataExportRoutes, { deps: dataExportDeps, runner: dataExports });
  await api.register(resumeRoutes, { rendering });
  // Public resume links: the owner's settings under /api, the visitors' page at /r/{slug}.
  await api.register(resumeShareRoutes, { clock });
  await app.register(publicShareRoutes, { clock, rendering });
  // One compute pool for the app: CSV imports, match, tailoring and local letters run there.
  const compute = createComputePool(config.compute);
  app.addHook('onClose', async () => compute.close());
  // The threads load the engine while the app starts, so no first match waits for it (test
  // apps start them on their first job). A failure is logged; each job then answers its own.
  if (config.env !== 'test') {
    app.warmUps.addOnListen('compute', () =>
      compute
        .ready()
        .catch((err: unknown) => app.log.error({ err }, 'compute threads failed to start')),
    );
  }
  // One `ai` adapter for the app: enhancement and cover letters share its model and limits.
  const aiPort =
    ai ??
    createAiPort(config.ai, (resume, job, signal) =>
      compute.run('tailor', { resume, job, now: isoDay(clock()) }, '', signal),
    );
  await api.register(enhancementRoutes, { ai: aiPort, compute, clock });
  await api.register(jobRoutes, { rendering, compute });
  await api.register(jobLinkRoutes, jobLinks ?? {});
  await api.register(resumeImportRoutes, { compute });
  await api.register(coverLetterRoutes, { rendering, ai: aiPort, compute, clock });

  // A developer reads the embedded adapter's mail here; production has no such page.
  if (config.env !== 'production' && mail.kind === 'outbox') await app.register(outboxPage);
  const reminders = { db: app.db, mail, clock, publicUrl: config.publicUrl, log: app.log };
  await api.register(reminderRoutes, { deps: reminders });
  await api.register(contactRoutes, {
    deps: {
      db: app.db,
      mail,
      clock,
      supportEmail: config.contact.supportEmail,
      publicUrl: config.publicUrl,
      hashAddress: addressHasher(app.db),
      formTokens: formTokens(app.db),
      log: app.log,
    },
  });
  const digest = createDigestScheduler(reminders, {
    intervalMs: config.reminders.digestIntervalMs,
  });
  app.decorate('reminderDigest', digest);
  if (config.reminders.digestScheduler) app.addHook('onReady', async () => digest.start());
  app.addHook('onClose', async () => digest.stop());

  await app.register(webApp, { config, publicConfig });
  return app;
}
