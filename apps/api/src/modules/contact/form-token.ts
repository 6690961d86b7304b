import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { instanceKeyLoader } from '../../adapters/identity/embedded/instance-secrets.ts';

const KEY_NAME = 'contact-form-key';

/**
 * How long a shown form stays sendable. Long enough for a person who leaves a tab open over a
 * weekend; a token older than this is refused as out of date, not judged for speed.
 */
export const FORM_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type FormTokenCheck =
  | { ok: true; issuedAt: number }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'future' };

export interface FormTokens {
  /** A token stamped with the server's time: when the form was shown, by our clock. */
  issue(now: Date): Promise<string>;
  /** The time a token was issued, when it is ours and still current. */
  check(token: string, now: Date): Promise<FormTokenCheck>;
}

/**
 * The fill time is judged from a time the server wrote and signed, not from the browser's clock:
 * a start time sent by the client can be anything ("1", or a minute ago) and proves nothing.
 * Stateless on purpose: nothing is stored per shown form, and any instance can check a token.
 */
export function formTokens(db: Kysely<Database>): FormTokens {
  const loadKey = instanceKeyLoader(db, KEY_NAME);
  const sign = async (issuedAt: number) =>
    createHmac('sha256', await loadKey())
      .update(`contact-form:${issuedAt}`)
      .digest();

  return {
    async issue(now) {
      const issuedAt = now.getTime();
      return `${issuedAt.toString(36)}.${(await sign(issuedAt)).toString('base64url')}`;
    },
    async check(token, now) {
      const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: 'malformed' };
      const issuedAt = Number.parseInt(match[1]!, 36);
      const given = Buffer.from(match[2]!, 'base64url');
      const expected = await sign(issuedAt);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'forged' };
      }
      const age = now.getTime() - issuedAt;
      if (age < 0) return { ok: false, reason: 'future' };
      if (age > FORM_TOKEN_MAX_AGE_MS) return { ok: false, reason: 'expired' };
      return { ok: true, issuedAt };
    },
  };
}
