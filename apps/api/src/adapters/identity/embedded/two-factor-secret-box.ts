import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { instanceKeyLoader } from './instance-secrets.ts';

const KEY_NAME = 'two-factor-secret-key';
const VERSION = 'v1';

/**
 * Seals TOTP secrets with AES-256-GCM under a key of this installation, so a copy of the
 * credentials table, a log line or a data export never holds a usable secret (decision 053).
 * The account id is bound in as associated data: a sealed secret moved to another account's row
 * does not open.
 */
export function twoFactorSecretBox(db: Kysely<Database>) {
  const loadKey = instanceKeyLoader(db, KEY_NAME);
  const key = async () => Buffer.from(await loadKey(), 'base64url');

  return {
    async seal(accountId: string, secret: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await key(), iv);
      cipher.setAAD(Buffer.from(accountId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    async open(accountId: string, sealed: string): Promise<string> {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !data) {
        throw new Error('unreadable two-factor secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(accountId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type TwoFactorSecretBox = ReturnType<typeof twoFactorSecretBox>;
