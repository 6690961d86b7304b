import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** GET /api/ready: false once shutdown starts, so load balancers stop routing here. */
export const ReadyResponseSchema = z.object({ ready: z.boolean() });
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
