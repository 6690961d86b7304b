import { randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: a link that opens something without signing in. */
export function secretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Anything else cannot be one of ours, so it is answered without a database lookup. */
export const SECRET_TOKEN = /^[A-Za-z0-9_-]{43}$/;
