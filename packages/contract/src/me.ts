import { z } from 'zod';

export const MeResponseSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;
