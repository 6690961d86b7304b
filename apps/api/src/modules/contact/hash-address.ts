import { createHmac } from 'node:crypto';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { instanceKeyLoader } from '../../adapters/identity/embedded/instance-secrets.ts';

const KEY_NAME = 'contact-address-key';

/**
 * Network addresses are personal data. A plain hash of an IPv4 address is reversed by hashing all
 * four billion of them, so the hash is keyed with a secret of this installation: equal addresses
 * still give equal hashes (the same sender, for abuse reports) but the hash alone names no one.
 */
export function addressHasher(db: Kysely<Database>): (ip: string) => Promise<string> {
  const loadKey = instanceKeyLoader(db, KEY_NAME);
  return async (ip) =>
    createHmac('sha256', await loadKey())
      .update(ip)
      .digest('base64url')
      .slice(0, 32);
}
