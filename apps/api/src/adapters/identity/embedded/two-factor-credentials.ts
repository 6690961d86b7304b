import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import { recoveryCodes } from './recovery-codes.ts';
import { acceptedTotpStep, looksLikeTotp, newTotpSecret } from './totp.ts';
import { twoFactorSecretBox } from './two-factor-secret-box.ts';

/** How long a started enrolment waits for its first code before its secret is worthless. */
export const ENROLMENT_TTL_MS = 15 * 60 * 1000;

export type SecondFactor = 'totp' | 'recovery-code';

export type ConfirmOutcome =
  { ok: true; recoveryCodes: string[] } | { ok: false; reason: 'no-enrolment' | 'wrong-code' };

/**
 * An account's authenticator (decision 053): started (a sealed secret that expires unconfirmed),
 * confirmed by a first code (only then does sign-in ask for one), and checked at sign-in, where a
 * code's time step is recorded so the same code is refused a second time.
 */
export function twoFactorCredentials(db: Kysely<Database>) {
  const box = twoFactorSecretBox(db);
  const codes = recoveryCodes(db);

  const row = (accountId: string) =>
    db
      .selectFrom('two_factor_credentials')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();

  /** Records `step` as used unless a request got there first with it (or a later one). */
  async function claimStep(accountId: string, step: number): Promise<boolean> {
    const claimed = await db
      .updateTable('two_factor_credentials')
      .set({ last_used_step: step })
      .where('account_id', '=', accountId)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  async function totpMatches(
    accountId: string,
    credential: { secret_ciphertext: string; last_used_step: number | null },
    code: string,
    now: Date,
  ): Promise<boolean> {
    const secret = await box.open(accountId, credential.secret_ciphertext);
    const step = await acceptedTotpStep(secret, code, {
      now,
      afterStep: credential.last_used_step === null ? null : Number(credential.last_used_step),
    });
    return step !== undefined && claimStep(accountId, step);
  }

  return {
    recoveryCodes: codes,

    async status(accountId: string) {
      const credential = await row(accountId);
      if (!credential?.confirmed_at) {
        return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
      }
      return {
        enabled: true,
        enabledAt: new Date(credential.confirmed_at).toISOString(),
        recoveryCodesLeft: await codes.left(accountId),
      };
    },

    async isEnabled(accountId: string): Promise<boolean> {
      return Boolean((await row(accountId))?.confirmed_at);
    },

    /**
     * A new secret for an account without two-factor sign-in; a started enrolment is replaced.
     * Answers undefined when it is already on (turning it off comes first).
     */
    async start(accountId: string, now: Date) {
      const existing = await row(accountId);
      if (existing?.confirmed_at) return undefined;
      const secret = newTotpSecret();
      const expiresAt = new Date(now.getTime() + ENROLMENT_TTL_MS);
      const values = {
        secret_ciphertext: await box.seal(accountId, secret),
        confirmed_at: null,
        pending_expires_at: expiresAt.toISOString(),
        last_used_step: null,
        updated_at: now.toISOString(),
      };
      // Only an unconfirmed row is overwritten: a confirmation racing this keeps its secret.
      await db
        .insertInto('two_factor_credentials')
        .values({ account_id: accountId, created_at: now.toISOString(), ...values })
        .onConflict((oc) =>
          oc
            .column('account_id')
            .doUpdateSet(values)
            .where('two_factor_credentials.confirmed_at', 'is', null),
        )
        .execute();
      return { secret, expiresAt };
    },

    /** The first code turns it on and hands out the recovery codes, in one transaction. */
    async confirm(accountId: string, code: string, now: Date): Promise<ConfirmOutcome> {
      const credential = await row(accountId);
      if (
        !credential ||
        credential.confirmed_at ||
        !credential.pending_expires_at ||
        new Date(credential.pending_expires_at).getTime() <= now.getTime()
      ) {
        return { ok: false, reason: 'no-enrolment' };
      }
      if (!(await totpMatches(accountId, credential, code, now))) {
        return { ok: false, reason: 'wrong-code' };
      }
      const fresh = await codes.create(accountId, now);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('two_factor_credentials')
          .set({
            confirmed_at: now.toISOString(),
            pending_expires_at: null,
            updated_at: now.toISOString(),
          })
          .where('account_id', '=', accountId)
          .execute();
        await codes.store(trx, accountId, fresh.rows);
      });
      return { ok: true, recoveryCodes: fresh.codes };
    },

    /**
     * Which factor `code` proves for an account with two-factor sign-in on: a current, unused
     * authenticator code or an unused recovery code (spent by this call). Undefined otherwise.
     */
    async verify(accountId: string, code: string, now: Date): Promise<SecondFactor | undefined> {
      const credential = await row(accountId);
      if (!credential?.confirmed_at) return undefined;
      const typed = code.replace(/[\s-]/g, '');
      if (looksLikeTotp(typed)) {
        return (await totpMatches(accountId, credential, typed, now)) ? 'totp' : undefined;
      }
      return (await codes.use(accountId, code, now)) ? 'recovery-code' : undefined;
    },

    async regenerateRecoveryCodes(accountId: string, now: Date): Promise<string[]> {
      const fresh = await codes.create(accountId, now);
      await db.transaction().execute((trx) => codes.store(trx, accountId, fresh.rows));
      return fresh.codes;
    },

    /** Turns it off: the secret and every recovery code go. */
    async disable(accountId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('two_factor_recovery_codes')
          .where('account_id', '=', accountId)
          .execute();
        await trx
          .deleteFrom('two_factor_credentials')
          .where('account_id', '=', accountId)
          .execute();
      });
    },
  };
}

export type TwoFactorCredentials = ReturnType<typeof twoFactorCredentials>;

/** Enrolments nobody confirmed in time; their secrets were never in use. */
export async function deleteExpiredEnrolments(db: Kysely<Database>, now = new Date()) {
  const result = await db
    .deleteFrom('two_factor_credentials')
    .where('confirmed_at', 'is', null)
    .where('pending_expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
