import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it rolled over. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
const ISSUER = 'Resumio';

/** A new 160-bit secret in Base32 (RFC 4226 asks for at least 128). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** What an authenticator app reads from the QR code: the issuer and the account's address. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** Six digits, after the spaces and dashes people type or paste along. */
export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The step of `code` when it is valid now and newer than `afterStep` (the last one accepted);
 * undefined otherwise. Refusing steps at or before the last accepted one stops a code that was
 * seen (over a shoulder, by a phishing page) from being used a second time.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  options: { now: Date; afterStep: number | null },
): Promise<number | undefined> {
  if (!looksLikeTotp(code)) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(options.now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(options.afterStep === null ? {} : { afterTimeStep: options.afterStep }),
    });
    // The result type also covers HOTP, which has no time step.
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // A malformed token or secret is a wrong code, not a server fault.
    return undefined;
  }
}
