import { z } from 'zod';

/** Two-factor sign-in in Settings → Security (decision 053): what the page reads and sends. */

/** How many recovery codes a confirmation or a regeneration hands out. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A code as typed: six digits from the authenticator app or a recovery code. Spaces and dashes
 * people copy along are dropped before the server compares anything.
 */
export const TwoFactorCodeSchema = z
  .string({ error: 'Enter the code from your authenticator app.' })
  .trim()
  .min(1, 'Enter the code from your authenticator app.')
  .max(64, 'That is not a code from your authenticator app or a recovery code.');

export const TwoFactorStatusResponseSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  /** Unused recovery codes left; 0 when two-factor sign-in is off. */
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TwoFactorStatusResponse = z.infer<typeof TwoFactorStatusResponseSchema>;

export const StartTwoFactorRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(256),
});
export type StartTwoFactorRequest = z.infer<typeof StartTwoFactorRequestSchema>;

/** Shown once, while the enrolment waits for its first code; never answered again. */
export const StartTwoFactorResponseSchema = z.object({
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  otpauthUri: z.string(),
  /** The same URI as a QR code: an SVG image as a data URL, ready for an <img>. */
  qrCode: z.string().startsWith('data:image/svg+xml;base64,'),
  /** The secret in Base32, for typing into an app by hand. */
  secret: z.string(),
  /** The enrolment is dropped when not confirmed by then. */
  expiresAt: z.iso.datetime(),
});
export type StartTwoFactorResponse = z.infer<typeof StartTwoFactorResponseSchema>;

export const ConfirmTwoFactorRequestSchema = z.object({ code: TwoFactorCodeSchema });
export type ConfirmTwoFactorRequest = z.infer<typeof ConfirmTwoFactorRequestSchema>;

/** The recovery codes in clear, this once; the server keeps only their hashes. */
export const RecoveryCodesResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;

/** Proof that it is the owner: the current password, or a code from the app (or a recovery code). */
export const TwoFactorProofRequestSchema = z
  .object({
    currentPassword: z.string().max(256).optional(),
    code: z.string().max(64).optional(),
  })
  .refine((body) => Boolean(body.currentPassword?.trim() || body.code?.trim()), {
    message: 'Enter your current password or a code from your authenticator app.',
    path: ['currentPassword'],
  });
export type TwoFactorProofRequest = z.infer<typeof TwoFactorProofRequestSchema>;

export const DisableTwoFactorResponseSchema = z.object({ enabled: z.literal(false) });
export type DisableTwoFactorResponse = z.infer<typeof DisableTwoFactorResponseSchema>;
