import { commonPasswords } from './common-passwords.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase; bounds the work one request can ask of the hash. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Why a new password is not acceptable, or undefined when it is. The rules follow NIST SP 800-63B:
 * a minimum length and a deny-list of known-common passwords, no composition rules.
 */
export function passwordProblem(
  password: string,
  context: { email?: string } = {},
): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const normalised = password.trim().toLowerCase();
  if (commonPasswords.has(normalised)) {
    return 'This password is too common. Choose something harder to guess.';
  }
  if (context.email && normalised === context.email.trim().toLowerCase()) {
    return "Your password can't be your email address.";
  }
  return undefined;
}
