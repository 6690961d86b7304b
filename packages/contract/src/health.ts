import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * GET /api/ready: false while the instance still warms its threads and once shutdown starts, so
 * load balancers route only to instances that answer exports at full speed.
 */
export const ReadyResponseSchema = z.object({
  ready: z.boolean(),
  /** What is still warming up (`render`, `compute`); empty when warm. */
  warming: z.array(z.string()).optional(),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
