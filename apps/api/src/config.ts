import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { defaultPricing, type PricingSettings } from '@resumio/contract';
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
    TRUST_PROXY: booleanFlag(false),
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
    TERMS_URL: z.preprocess(emptyToUndefined, z.url().default('https://resumio.app/legal/terms')),
    PRIVACY_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://resumio.app/legal/privacy'),
    ),
    BODY_LIMIT_BYTES: int(1_048_576, 1024, 50 * 1_048_576),
    RATE_LIMIT_MAX: int(600, 1, 1_000_000),
    RATE_LIMIT_WINDOW_MS: int(60_000, 1000, 86_400_000),
    AUTH_RATE_LIMIT_MAX: int(10, 1, 10_000),
    SHUTDOWN_TIMEOUT_MS: int(10_000, 100, 120_000),
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
  trustProxy: boolean;
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
  termsUrl: string;
  privacyUrl: string;
  bodyLimitBytes: number;
  rateLimit: { max: number; windowMs: number; authMax: number };
  shutdownTimeoutMs: number;
  webDistDir: string;
  billing: BillingConfig;
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
    trustProxy: env.TRUST_PROXY,
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
    billing: billingConfig(env),
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
