import { z } from 'zod';

export const MeResponseSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  /**
   * Whether the address is confirmed (decision 046). Until it is, checkout and reminder emails
   * wait; an external issuer's accounts count as confirmed, as that issuer owns the address.
   */
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/**
 * Deleting the account (`DELETE /api/me`): the person types the account's email address again,
 * so a stray click or a borrowed, unlocked browser cannot delete it.
 */
export const DeleteAccountRequestSchema = z.object({
  email: z.string().trim().min(1, 'Type your email address to confirm.').max(254),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const DeleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  /** Whether a Premium subscription was set to end (no further payment is taken). */
  subscriptionCancelled: z.boolean(),
});
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;
