import { z } from 'zod';

/** The confirm page sends the token of the emailed link (`/confirm-email#<token>`). */
export const ConfirmEmailRequestSchema = z.object({
  token: z.string().trim().min(1, 'The link has no token.').max(128, 'The link is not ours.'),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequestSchema>;

export const ConfirmEmailResponseSchema = z.object({
  /** The address now confirmed on the account. */
  email: z.string(),
  /** True when the link moved the account to a new address (a change of email). */
  changed: z.boolean(),
});
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponseSchema>;

/** "Resend the confirmation email": sent, or nothing to do as the address is confirmed. */
export const ResendConfirmationResponseSchema = z.object({
  status: z.enum(['sent', 'already-verified']),
});
export type ResendConfirmationResponse = z.infer<typeof ResendConfirmationResponseSchema>;
