import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Ids shaped like Stripe's (`cs_…`, `sub_…`, `evt_…`), marked as local. Checkout session ids are
 * the only key to their hosted page, so they carry enough randomness not to be guessed.
 */
export function localId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_local_${id}`;
}
