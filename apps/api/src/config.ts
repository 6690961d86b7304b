import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { defaultPricing, seoDefaults, type PricingSettings } from '@resumio/contract';
import { RENDER_LIMITS } from '@resumio/resume';
import { z } from 'zod';
import { findRepoRoot } from './lib/repo-root.ts';

const repoRoot = findRepoRoot(fileURLToPath(new URL('.', import.meta.url)));

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );
/** A yes/no setting whose default depends on other settings (resolved in loadConfig). */
const optionalFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes')),
);
/** A web address people's browsers open; anything but http(s) could not be followed. */
const optionalWebUrl = z.preprocess(
  emptyToUndefined,
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
);
const int = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
const prefixed = (prefixes: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) => prefixes.some((p) => v.startsWith(p)),
        `must start with ${prefixes.join(' or ')}`,
      )
      .optional(),
  );
const day = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.iso.date('must be a date like 2025-07-07').default(fallback));
const dollars = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().positive().max(100_000).default(fallback));

/** `someone@example.com` or `Name <someone@example.com>`, on one line. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** Stripe is used only when all of these are set; a partial set is a mistake worth stopping for. */
const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ID',
  'STRIPE_PUBLIC_KEY',
] as const;

/**
 * Every setting the server reads, with defaults that run the embedded mode (SQLite, embedded
 * identity provider, in-memory limits) on a fresh clone with no configuration.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('production'),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    PORT: int(3000, 0, 65535),
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    /** `json` for log collectors; `pretty` for a person; unset: pretty on a terminal, else JSON. */
    LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['json', 'pretty']).optional()),
    TRUST_PROXY: booleanFlag(false),
    CANONICAL_HOST_REDIRECT: optionalFlag,
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    SQLITE_PATH: z.preprocess(
      emptyToUndefined,
      z.string().default(resolve(repoRoot, 'data/app.db')),
    ),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_AUDIENCE: optionalString,
    OIDC_ALGORITHMS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('RS256,ES256')
        .transform((v) =>
          v
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(z.enum(['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'])).min(1),
        ),
    ),
    ACCESS_TOKEN_TTL_SECONDS: int(600, 60, 900),
    GTM_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
        .optional(),
    ),
    // The rating search engines are told in the pages' structured data, as "value/count"; empty
    // leaves it out. The default is the product specification's.
    STRUCTURED_DATA_RATING: z
      .string()
      .trim()
      .regex(
        /^$|^(?:[0-4](?:\.\d)?|5(?:\.0)?)\/[1-9]\d{0,8}$/,
        'must look like 4.8/1250, or be empty',
      )
      .default(`${seoDefaults.rating.value}/${seoDefaults.rating.count}`)
      .transform((value) => {
        if (!value) return undefined;
        const [ratingValue, ratingCount] = value.split('/') as [string, string];
        return { value: ratingValue, count: ratingCount };
      }),
    // Unset: the product serves its own Terms of Service and Privacy Policy pages.
    TERMS_URL: optionalWebUrl,
    PRIVACY_URL: optionalWebUrl,
    BODY_LIMIT_BYTES: int(1_048_576, 1024, 50 * 1_048_576),
    RATE_LIMIT_MAX: int(600, 1, 1_000_000),
    RATE_LIMIT_WINDOW_MS: int(60_000, 1000, 86_400_000),
    AUTH_RATE_LIMIT_MAX: int(10, 1, 10_000),
    SHUTDOWN_TIMEOUT_MS: int(10_000, 100, 120_000),
    // Render pool (PDF, DOCX and the read-back check); see docs/decisions/015-render-pool.md.
    RENDER_WORKERS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(64).optional(),
    ),
    RENDER_SPARE_WORKERS: int(1, 0, 8),
    RENDER_TIMEOUT_MS: int(10_000, 500, 120_000),
    RENDER_MAX_PAGES: int(RENDER_LIMITS.maxPages, 1, 200),
    RENDER_QUEUE_MAX: int(16, 0, 10_000),
    RENDER_CACHE_MB: int(64, 0, 4096),
    RENDER_PER_USER: int(2, 1, 100),
    RENDER_RATE_LIMIT_MAX: int(30, 1, 1_000_000),
    // Compute pool (CSV import, match, tailoring, local letters); see docs/decisions/040-*.md.
    COMPUTE_TIMEOUT_MS: int(5_000, 100, 120_000),
    COMPUTE_QUEUE_MAX: int(32, 0, 10_000),
    // Resume enhancement: any OpenAI-compatible endpoint; unset, the local engine does everything.
    AI_BASE_URL: optionalWebUrl,
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    AI_TIMEOUT_MS: int(30_000, 1000, 300_000),
    AI_MAX_RETRIES: int(2, 0, 10),
    AI_DAILY_LIMIT: int(50, 0, 1_000_000),
    MATCH_RATE_LIMIT_MAX: int(30, 1, 1_000_000),
    WEB_DIST_DIR: z.preprocess(
      emptyToUndefined,
      z.string().default(resolve(repoRoot, 'apps/web/dist')),
    ),
    STRIPE_SECRET_KEY: prefixed(['sk_', 'rk_']),
    STRIPE_WEBHOOK_SECRET: prefixed(['whsec_']),
    STRIPE_PRICE_ID: prefixed(['price_']),
    STRIPE_PUBLIC_KEY: prefixed(['pk_']),
    STRIPE_API_BASE: optionalUrl,
    LOCAL_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    PREMIUM_PRICE_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .startsWith('price_', 'must start with price_')
        .default('price_resumio_premium_monthly'),
    ),
    BILLING_DEBUG: booleanFlag(false),
    PROMO_START: day(defaultPricing.promoStart),
    PROMO_END: day(defaultPricing.promoEnd),
    PROMO_PRICE: dollars(defaultPricing.promoPrice),
    REGULAR_PRICE: dollars(defaultPricing.regularPrice),
    // Mail: unset, messages go to the outbox table (npm run mail:outbox, /dev/outbox).
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .refine((v) => URL.canParse(v), 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .max(320)
        .regex(MAIL_FROM_PATTERN, 'must be an address, or a name and <address>')
        .optional(),
    ),
    // Where contact-form messages go; unset, support@ the public address's host.
    SUPPORT_EMAIL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .max(254)
        .regex(/^[^\s<>@]+@[^\s<>@]+$/, 'must be an email address, like support@example.com')
        .optional(),
    ),
    // The reminder digest's scan; off in tests unless asked for (they drive it with their clock).
    DIGEST_SCHEDULER: optionalFlag,
    DIGEST_INTERVAL_SECONDS: int(300, 15, 3600),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER) {
      for (const key of ['OIDC_CLIENT_ID', 'OIDC_AUDIENCE'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when OIDC_ISSUER is set',
          });
        }
      }
    }
    const stripeSet = STRIPE_KEYS.filter((key) => env[key]);
    if (stripeSet.length > 0 && stripeSet.length < STRIPE_KEYS.length) {
      for (const key of STRIPE_KEYS.filter((k) => !env[k])) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is required with ${stripeSet.join(', ')} (Stripe needs all four keys)`,
        });
      }
    }
    if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_MODEL)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.AI_BASE_URL ? 'AI_MODEL' : 'AI_BASE_URL'],
        message: 'is required when the other of AI_BASE_URL and AI_MODEL is set',
      });
    }
    if (env.PROMO_START > env.PROMO_END) {
      ctx.addIssue({
        code: 'custom',
        path: ['PROMO_END'],
        message: 'must not be before PROMO_START',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
  trustProxy: boolean;
  /** Browsers that reach the server under another host name are sent to publicUrl. */
  canonicalHostRedirect: boolean;
  database: { url: string | undefined; sqlitePath: string };
  redisUrl: string | undefined;
  identity: {
    /** True when the embedded provider serves /oidc. */
    embedded: boolean;
    issuer: string;
    clientId: string;
    audience: string;
    algorithms: string[];
    accessTokenTtlSeconds: number;
  };
  gtmId: string | undefined;
  /** The structured data's aggregate rating; undefined leaves it out. */
  structuredDataRating: { value: string; count: string } | undefined;
  /** External policy documents; unset means the product's own pages at /terms and /privacy. */
  termsUrl: string | undefined;
  privacyUrl: string | undefined;
  bodyLimitBytes: number;
  rateLimit: { max: number; windowMs: number; authMax: number };
  shutdownTimeoutMs: number;
  webDistDir: string;
  render: RenderConfig;
  /** Threads for CPU work on what users send: as many as render threads, one core for the API. */
  compute: ComputeConfig;
  ai: AiConfig;
  billing: BillingConfig;
  mail: MailConfig;
  reminders: RemindersConfig;
  contact: ContactConfig;
}

export interface ContactConfig {
  /** The inbox contact-form messages are delivered to. */
  supportEmail: string;
}

export interface MailConfig {
  /** Unset: the embedded outbox adapter. */
  smtpUrl: string | undefined;
  /** The From header of every message. */
  from: string;
}

export interface RemindersConfig {
  /** Whether this instance runs the digest scan (instances take turns through a lease). */
  digestScheduler: boolean;
  digestIntervalMs: number;
}

export interface AiConfig {
  /** The OpenAI-compatible endpoint and model; null runs the local engine only. */
  model: { baseUrl: string; apiKey: string | undefined; model: string } | null;
  timeoutMs: number;
  maxRetries: number;
  /** Language-model requests one user may make per UTC day. */
  dailyLimit: number;
  /** Match, tailor and score requests per user per minute. */
  rateLimitMax: number;
}

export interface ComputeConfig {
  workers: number;
  /** Per job, from the moment a thread starts it; then 422. */
  timeoutMs: number;
  /** Jobs that may wait for a thread; beyond that 503 with Retry-After. */
  queueMax: number;
}

export interface RenderConfig {
  /** Worker threads; one core stays with the API thread. */
  workers: number;
  /** Warm idle threads that take over at once from a thread ended by a limit. */
  spareWorkers: number;
  timeoutMs: number;
  maxPages: number;
  /** Jobs waiting for a worker before new ones are refused with 503. */
  queueMax: number;
  cacheBytes: number;
  /** Renders one user may have queued or running at once. */
  perUser: number;
  /** Export and read-back requests per user per minute (each). */
  rateLimitMax: number;
}

export interface BillingConfig {
  provider: 'local' | 'stripe';
  /** The one premium monthly price: STRIPE_PRICE_ID with Stripe, else PREMIUM_PRICE_ID. */
  premiumPriceId: string;
  stripe: {
    secretKey: string;
    webhookSecret: string;
    publicKey: string;
    /** Only to point the SDK at a server of the tests' own. */
    api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  } | null;
  /** Unset: generated on first start and kept in the database (see the local provider). */
  localWebhookSecret: string | undefined;
  /** Debug endpoints: stored state and the local billing clock. */
  debug: boolean;
  pricing: PricingSettings;
}

export class ConfigError extends Error {
  constructor(public readonly problems: { key: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p.key}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

const EMBEDDED_CLIENT_ID = 'resumio-web';

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      key: issue.path.map(String).join('.') || '(environment)',
      message: issue.message,
    }));
    throw new ConfigError(problems);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const embedded = !env.OIDC_ISSUER;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    trustProxy: env.TRUST_PROXY,
    // Behind a proxy the proxy owns host names (and one that rewrites Host would loop forever).
    canonicalHostRedirect: env.CANONICAL_HOST_REDIRECT ?? !env.TRUST_PROXY,
    database: { url: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH },
    redisUrl: env.REDIS_URL,
    identity: {
      embedded,
      issuer: embedded ? `${publicUrl}/oidc` : env.OIDC_ISSUER!.replace(/\/+$/, ''),
      clientId: env.OIDC_CLIENT_ID ?? EMBEDDED_CLIENT_ID,
      audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      // The embedded provider signs with RS256; pin exactly that when it is in use.
      algorithms: embedded ? ['RS256'] : env.OIDC_ALGORITHMS,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    },
    gtmId: env.GTM_ID,
    structuredDataRating: env.STRUCTURED_DATA_RATING,
    termsUrl: env.TERMS_URL,
    privacyUrl: env.PRIVACY_URL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimit: {
      max: env.RATE_LIMIT_MAX,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      authMax: env.AUTH_RATE_LIMIT_MAX,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    webDistDir: env.WEB_DIST_DIR,
    render: {
      // One thread per core and at least two: an idle thread costs only memory, and with one
      // a single long render made every other export wait (decision 048).
      workers: env.RENDER_WORKERS ?? Math.max(2, availableParallelism()),
      spareWorkers: env.RENDER_SPARE_WORKERS,
      timeoutMs: env.RENDER_TIMEOUT_MS,
      maxPages: env.RENDER_MAX_PAGES,
      queueMax: env.RENDER_QUEUE_MAX,
      cacheBytes: env.RENDER_CACHE_MB * 1024 * 1024,
      perUser: env.RENDER_PER_USER,
      rateLimitMax: env.RENDER_RATE_LIMIT_MAX,
    },
    compute: {
      workers: env.RENDER_WORKERS ?? Math.max(1, availableParallelism() - 1),
      timeoutMs: env.COMPUTE_TIMEOUT_MS,
      queueMax: env.COMPUTE_QUEUE_MAX,
    },
    ai: {
      model:
        env.AI_BASE_URL && env.AI_MODEL
          ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL }
          : null,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxRetries: env.AI_MAX_RETRIES,
      dailyLimit: env.AI_DAILY_LIMIT,
      rateLimitMax: env.MATCH_RATE_LIMIT_MAX,
    },
    billing: billingConfig(env),
    mail: {
      smtpUrl: env.SMTP_URL,
      // A host name of the product's own address, so replies and bounces stay with the operator.
      from: env.MAIL_FROM ?? `Resumio <no-reply@${new URL(publicUrl).hostname}>`,
    },
    reminders: {
      digestScheduler: env.DIGEST_SCHEDULER ?? env.NODE_ENV !== 'test',
      digestIntervalMs: env.DIGEST_INTERVAL_SECONDS * 1000,
    },
    contact: {
      supportEmail: env.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    },
  };
}

function billingConfig(env: Env): BillingConfig {
  const stripe =
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_WEBHOOK_SECRET &&
    env.STRIPE_PRICE_ID &&
    env.STRIPE_PUBLIC_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          publicKey: env.STRIPE_PUBLIC_KEY,
          api: env.STRIPE_API_BASE ? apiBase(env.STRIPE_API_BASE) : undefined,
        }
      : null;
  return {
    provider: stripe ? 'stripe' : 'local',
    premiumPriceId: stripe ? env.STRIPE_PRICE_ID! : env.PREMIUM_PRICE_ID,
    stripe,
    localWebhookSecret: env.LOCAL_WEBHOOK_SECRET,
    debug: env.BILLING_DEBUG,
    pricing: {
      promoStart: env.PROMO_START,
      promoEnd: env.PROMO_END,
      promoPrice: env.PROMO_PRICE,
      regularPrice: env.REGULAR_PRICE,
    },
  };
}

function apiBase(url: string): NonNullable<NonNullable<BillingConfig['stripe']>['api']> {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}
