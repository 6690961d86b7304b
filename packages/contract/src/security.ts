import { z } from 'zod';

/** Settings → Security (decision 046): what the page reads and sends. */

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(256),
  newPassword: z.string().min(1, 'Enter a new password.').max(1024),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ChangePasswordResponseSchema = z.object({
  /** How many other sessions were signed out. */
  endedSessions: z.number().int().nonnegative(),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

export const ChangeEmailRequestSchema = z.object({
  newEmail: z
    .string()
    .trim()
    .min(1, 'Enter the new email address.')
    .max(254, 'Enter a valid email address, like name@example.com.')
    .pipe(z.email('Enter a valid email address, like name@example.com.')),
  currentPassword: z.string().min(1, 'Enter your current password.').max(256),
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

/** The same answer whether or not the address has an account: a link is on its way. */
export const ChangeEmailResponseSchema = z.object({ sentTo: z.string() });
export type ChangeEmailResponse = z.infer<typeof ChangeEmailResponseSchema>;

export const AccountSessionSchema = z.object({
  id: z.string(),
  /** The browser's own description at sign-in; null for sessions older than the list. */
  userAgent: z.string().nullable(),
  signedInAt: z.iso.datetime().nullable(),
  /** The session this request comes from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const SecurityEventKindSchema = z.enum([
  'sign-in',
  'password-changed',
  'password-reset',
  'email-changed',
  'signed-out-everywhere',
  // Two-factor sign-in (decision 053).
  'two-factor-enabled',
  'two-factor-disabled',
  'recovery-codes-regenerated',
  'recovery-code-used',
]);
export type SecurityEventKind = z.infer<typeof SecurityEventKindSchema>;

export const SecurityEventSchema = z.object({
  id: z.string(),
  kind: SecurityEventKindSchema,
  userAgent: z.string().nullable(),
  at: z.iso.datetime(),
});
export type SecurityEvent = z.infer<typeof SecurityEventSchema>;

export const SecurityOverviewResponseSchema = z.object({
  sessions: z.array(AccountSessionSchema),
  /** The last 90 days, newest first. */
  events: z.array(SecurityEventSchema),
});
export type SecurityOverviewResponse = z.infer<typeof SecurityOverviewResponseSchema>;

export const SignOutEverywhereResponseSchema = z.object({
  endedSessions: z.number().int().nonnegative(),
});
export type SignOutEverywhereResponse = z.infer<typeof SignOutEverywhereResponseSchema>;
