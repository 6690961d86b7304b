import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@resumio/contract';
import type { Database, TwoFactorRecoveryCodesTable } from '@resumio/db';
import type { Insertable, Kysely } from 'kysely';
import { instanceKeyLoader } from './instance-secrets.ts';

const KEY_NAME = 'two-factor-code-key';
/** Crockford's Base32: no I, L, O or U, so a code read off paper is typed back right. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CODE_LENGTH = 10;

/** `k7m2q-9xw4d`: 50 random bits, in two halves that are easy to read out. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * A typed recovery code in its stored form, or undefined when it cannot be one. Case, spaces and
 * dashes do not matter, and the letters people confuse with digits are read as those digits.
 */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  if (code.length !== CODE_LENGTH) return undefined;
  return [...code].every((c) => ALPHABET.includes(c)) ? code : undefined;
}

/**
 * Recovery codes kept as HMACs under an installation key and the account id: the table alone
 * gives nothing to guess against offline, and one account's hash is useless for another.
 */
export function recoveryCodes(db: Kysely<Database>) {
  const loadKey = instanceKeyLoader(db, KEY_NAME);
  const hash = async (accountId: string, normalised: string) =>
    createHmac('sha256', Buffer.from(await loadKey(), 'base64url'))
      .update(`${accountId}\n${normalised}`)
      .digest('base64url');

  return {
    /**
     * Ten new codes in clear, for the owner to see once, with the rows that keep them. Hashed
     * before any transaction starts: the key is read through the pool, which a transaction holds.
     */
    async create(accountId: string, now: Date) {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const rows = await Promise.all(
        codes.map(async (code) => ({
          id: randomUUID(),
          account_id: accountId,
          code_hash: await hash(accountId, normaliseRecoveryCode(code)!),
          used_at: null,
          created_at: now.toISOString(),
        })),
      );
      return { codes, rows };
    },

    /** Puts `rows` in place of the account's codes: the old ones stop working. */
    async store(
      executor: Kysely<Database>,
      accountId: string,
      rows: Insertable<TwoFactorRecoveryCodesTable>[],
    ): Promise<void> {
      await executor
        .deleteFrom('two_factor_recovery_codes')
        .where('account_id', '=', accountId)
        .execute();
      await executor.insertInto('two_factor_recovery_codes').values(rows).execute();
    },

    /**
     * Spends one code: true only for the request whose update marked it used, so two requests
     * racing with the same code cannot both pass.
     */
    async use(accountId: string, typed: string, now: Date): Promise<boolean> {
      const normalised = normaliseRecoveryCode(typed);
      if (!normalised) return false;
      const wanted = Buffer.from(await hash(accountId, normalised));
      const unused = await db
        .selectFrom('two_factor_recovery_codes')
        .select(['id', 'code_hash'])
        .where('account_id', '=', accountId)
        .where('used_at', 'is', null)
        .execute();
      const match = unused.find((row) => {
        const stored = Buffer.from(row.code_hash);
        return stored.length === wanted.length && timingSafeEqual(stored, wanted);
      });
      if (!match) return false;
      const spent = await db
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: now.toISOString() })
        .where('id', '=', match.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(spent.numUpdatedRows) === 1;
    },

    async left(accountId: string): Promise<number> {
      const row = await db
        .selectFrom('two_factor_recovery_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('account_id', '=', accountId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}

export type RecoveryCodes = ReturnType<typeof recoveryCodes>;
