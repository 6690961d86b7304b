import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Database } from '@resumio/db';
import { calculateJwkThumbprint, type JSONWebKeySet, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { getOrCreateSecret } from './instance-secrets.ts';

const SIGNING_KEYS_SECRET = 'oidc.signing-keys';
const COOKIE_KEYS_SECRET = 'oidc.cookie-keys';

/** Members of an RSA JWK that are safe to publish. */
const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

export interface SigningKeys {
  /** What the provider signs with (private members included). */
  privateJwks: { keys: JWK[] };
  /** What verifiers may see: the same keys with only their public members. */
  publicJwks: JSONWebKeySet;
}

async function generateSigningKey(): Promise<JWK> {
  // Off the event loop: an RSA key takes 0.1–1 s of CPU, which a first start spent blocked.
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

export function toPublicJwk(jwk: JWK): JWK {
  const result: JWK = {};
  for (const member of PUBLIC_MEMBERS) {
    if (jwk[member] !== undefined) result[member] = jwk[member];
  }
  return result;
}

/**
 * The RS256 key set of the embedded provider, generated on the first start and kept in the
 * database, so tokens survive restarts and every instance signs and verifies with the same keys.
 */
export async function loadSigningKeys(db: Kysely<Database>): Promise<SigningKeys> {
  const stored = await getOrCreateSecret(db, SIGNING_KEYS_SECRET, async () =>
    JSON.stringify({ keys: [await generateSigningKey()] }),
  );
  const privateJwks = JSON.parse(stored) as { keys: JWK[] };
  return { privateJwks, publicJwks: { keys: privateJwks.keys.map(toPublicJwk) } };
}

/** Keys that sign the provider's cookies (session, interaction); shared by every instance. */
export async function loadCookieKeys(db: Kysely<Database>): Promise<string[]> {
  const stored = await getOrCreateSecret(db, COOKIE_KEYS_SECRET, () =>
    JSON.stringify([randomBytes(32).toString('base64url')]),
  );
  return JSON.parse(stored) as string[];
}
