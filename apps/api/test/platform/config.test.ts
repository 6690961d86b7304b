import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => p.key);
  }
  throw new Error('expected the configuration to be rejected');
}

describe('config', () => {
  it('starts the embedded mode with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database.url).toBeUndefined();
    expect(config.database.sqlitePath).toMatch(/data\/app\.db$/);
    expect(config.redisUrl).toBeUndefined();
    expect(config.identity).toMatchObject({
      embedded: true,
      issuer: 'http://localhost:3000/oidc',
      clientId: 'resumio-web',
      audience: 'http://localhost:3000/api',
      algorithms: ['RS256'],
    });
    expect(config.identity.accessTokenTtlSeconds).toBeLessThanOrEqual(900);
    expect(config.gtmId).toBeUndefined();
  });

  it('leaves the policy documents to the product itself unless addresses are given', () => {
    expect(loadConfig({})).toMatchObject({ termsUrl: undefined, privacyUrl: undefined });
    expect(
      loadConfig({
        TERMS_URL: 'https://policies.example.org/terms',
        PRIVACY_URL: 'https://policies.example.org/privacy',
      }),
    ).toMatchObject({
      termsUrl: 'https://policies.example.org/terms',
      privacyUrl: 'https://policies.example.org/privacy',
    });
    expect(
      problemsOf({ TERMS_URL: 'javascript:alert(1)', PRIVACY_URL: 'ftp://x.example/p' }),
    ).toEqual(['TERMS_URL', 'PRIVACY_URL']);
  });

  it('states the specification’s rating unless told another, or none when set empty', () => {
    expect(loadConfig({}).structuredDataRating).toEqual({ value: '4.8', count: '1250' });
    expect(loadConfig({ STRUCTURED_DATA_RATING: '4.5/312' }).structuredDataRating).toEqual({
      value: '4.5',
      count: '312',
    });
    expect(loadConfig({ STRUCTURED_DATA_RATING: '' }).structuredDataRating).toBeUndefined();
    for (const bad of ['5.5/10', '4.8', '4.8/0', 'great']) {
      expect(problemsOf({ STRUCTURED_DATA_RATING: bad }), bad).toEqual(['STRUCTURED_DATA_RATING']);
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', GTM_ID: ' ', PORT: '' }).port).toBe(3000);
  });

  it('lists every bad key at once', () => {
    const keys = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      REDIS_URL: 'http://redis',
      LOG_LEVEL: 'loud',
      GTM_ID: 'UA-123',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      TERMS_URL: 'not a url',
      TRUST_PROXY: 'maybe',
    });
    expect(keys.sort()).toEqual(
      [
        'PORT',
        'DATABASE_URL',
        'REDIS_URL',
        'LOG_LEVEL',
        'GTM_ID',
        'ACCESS_TOKEN_TTL_SECONDS',
        'TERMS_URL',
        'TRUST_PROXY',
      ].sort(),
    );
  });

  it('says which key is bad and why in its message', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: /);
  });

  it('requires client id and audience with an external issuer', () => {
    expect(problemsOf({ OIDC_ISSUER: 'https://id.example.com' }).sort()).toEqual([
      'OIDC_AUDIENCE',
      'OIDC_CLIENT_ID',
    ]);
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example.com/',
      OIDC_CLIENT_ID: 'spa',
      OIDC_AUDIENCE: 'https://api.example.com',
      OIDC_ALGORITHMS: 'RS256, ES256',
    });
    expect(config.identity).toMatchObject({
      embedded: false,
      issuer: 'https://id.example.com',
      algorithms: ['RS256', 'ES256'],
    });
  });

  it('selects PostgreSQL from DATABASE_URL and Redis from REDIS_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db/app',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.database.url).toBe('postgres://u@db/app');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });
});

describe('public config', () => {
  it('is checked against the shared schema before any page embeds it', async () => {
    const { buildPublicConfig } =
      await import('../../src/modules/public-config/build-public-config.ts');
    const config = loadConfig({});
    expect(buildPublicConfig(config).billing.pricing).toEqual(config.billing.pricing);
    const unreadable = { ...config, billing: { ...config.billing, provider: 'paypal' } };
    expect(() => buildPublicConfig(unreadable as unknown as typeof config)).toThrow(/provider/);
  });
});
