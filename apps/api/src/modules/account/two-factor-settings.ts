import type {
  RecoveryCodesResponse,
  StartTwoFactorResponse,
  TwoFactorProofRequest,
  TwoFactorStatusResponse,
} from '@resumio/contract';
import type { Database } from '@resumio/db';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { AccountMailer } from '../../adapters/identity/embedded/account-mailer.ts';
import { verifyPassword } from '../../adapters/identity/embedded/password-hash.ts';
import { recordSecurityEvent } from '../../adapters/identity/embedded/security-events.ts';
import { twoFactorDisabledMail } from '../../adapters/identity/embedded/security-mail.ts';
import { totpUri } from '../../adapters/identity/embedded/totp.ts';
import type { TwoFactorCredentials } from '../../adapters/identity/embedded/two-factor-credentials.ts';
import {
  type TwoFactorThrottle,
  waitText,
} from '../../adapters/identity/embedded/two-factor-throttle.ts';
import { AppError } from '../../lib/app-error.ts';

export interface TwoFactorSettingsDeps {
  db: Kysely<Database>;
  credentials: TwoFactorCredentials;
  /** Wrong passwords and codes given here, per account. */
  throttle: TwoFactorThrottle;
  mailer: AccountMailer;
  publicUrl: string;
  clock: () => Date;
}

/** The account asking, as the routes read it. */
export interface Owner {
  id: string;
  email: string;
  password_hash: string;
  userAgent: string | undefined;
}

const refused = (path: string, message: string, summary: string) =>
  new AppError('VALIDATION_ERROR', summary, [{ path, message }]);

const isOff = () =>
  new AppError('CONFLICT', 'Two-factor sign-in is off for your account. Turn it on first.');

/**
 * Two-factor sign-in in Settings → Security (decision 053): start an enrolment, confirm it with a
 * first code, regenerate the recovery codes, turn it off. Changing it needs proof beyond the
 * access token (the password, or a code), and wrong proofs are counted like sign-in failures.
 */
export function twoFactorSettings(deps: TwoFactorSettingsDeps) {
  const { db, credentials, throttle, clock } = deps;

  const event = (
    owner: Owner,
    kind:
      | 'two-factor-enabled'
      | 'two-factor-disabled'
      | 'recovery-codes-regenerated'
      | 'recovery-code-used',
    now: Date,
  ) => recordSecurityEvent(db, { accountId: owner.id, kind, userAgent: owner.userAgent, now });

  async function notThrottled(owner: Owner) {
    const waitMs = await throttle.retryAfterMs(owner.id);
    if (waitMs > 0) {
      throw new AppError('RATE_LIMITED', `Too many wrong passwords or codes. ${waitText(waitMs)}`, {
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      });
    }
  }

  async function checkPassword(owner: Owner, password: string) {
    await notThrottled(owner);
    if (await verifyPassword(password, owner.password_hash)) return;
    await throttle.recordFailure(owner.id);
    throw refused(
      'currentPassword',
      'This is not your current password.',
      'Your current password is not right.',
    );
  }

  /** A code from the app or a recovery code (spent, and recorded as used). */
  async function checkCode(owner: Owner, code: string, now: Date) {
    await notThrottled(owner);
    const factor = await credentials.verify(owner.id, code, now);
    if (factor === 'recovery-code') await event(owner, 'recovery-code-used', now);
    if (factor) return;
    await throttle.recordFailure(owner.id);
    throw refused(
      'code',
      'That code is not right. Use the newest code your app shows, or a recovery code.',
      'That code is not right.',
    );
  }

  async function prove(owner: Owner, proof: TwoFactorProofRequest, now: Date) {
    const code = proof.code?.trim();
    if (code) return checkCode(owner, code, now);
    return checkPassword(owner, proof.currentPassword ?? '');
  }

  return {
    async status(accountId: string): Promise<TwoFactorStatusResponse> {
      return credentials.status(accountId);
    },

    async start(owner: Owner, currentPassword: string): Promise<StartTwoFactorResponse> {
      await checkPassword(owner, currentPassword);
      const started = await credentials.start(owner.id, clock());
      if (!started) {
        throw new AppError(
          'CONFLICT',
          'Two-factor sign-in is already on. Turn it off first to move it to another app.',
        );
      }
      const otpauthUri = totpUri(started.secret, owner.email);
      // Drawn here, so the browser needs no QR library and the secret goes to no third party.
      const svg = await QRCode.toString(otpauthUri, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      return {
        otpauthUri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        secret: started.secret,
        expiresAt: started.expiresAt.toISOString(),
      };
    },

    async confirm(owner: Owner, code: string): Promise<RecoveryCodesResponse> {
      await notThrottled(owner);
      const now = clock();
      const outcome = await credentials.confirm(owner.id, code.replace(/[\s-]/g, ''), now);
      if (!outcome.ok && outcome.reason === 'no-enrolment') {
        throw new AppError(
          'NOT_FOUND',
          'No two-factor setup is waiting for a code, or it took longer than 15 minutes. Please start again.',
        );
      }
      if (!outcome.ok) {
        await throttle.recordFailure(owner.id);
        throw refused(
          'code',
          'That code is not right. Enter the 6-digit code your app shows now for Resumio.',
          'That code is not right.',
        );
      }
      await event(owner, 'two-factor-enabled', now);
      return { recoveryCodes: outcome.recoveryCodes };
    },

    async regenerateRecoveryCodes(
      owner: Owner,
      proof: TwoFactorProofRequest,
    ): Promise<RecoveryCodesResponse> {
      if (!(await credentials.isEnabled(owner.id))) throw isOff();
      const now = clock();
      await prove(owner, proof, now);
      const recoveryCodes = await credentials.regenerateRecoveryCodes(owner.id, now);
      await event(owner, 'recovery-codes-regenerated', now);
      return { recoveryCodes };
    },

    async disable(owner: Owner, proof: TwoFactorProofRequest): Promise<{ enabled: false }> {
      if (!(await credentials.isEnabled(owner.id))) throw isOff();
      const now = clock();
      await prove(owner, proof, now);
      await credentials.disable(owner.id);
      await event(owner, 'two-factor-disabled', now);
      deps.mailer.later('two-factor disabled notice', async () =>
        twoFactorDisabledMail(owner.email, deps.publicUrl),
      );
      return { enabled: false };
    },
  };
}
