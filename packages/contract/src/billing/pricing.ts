import { z } from 'zod';
import type { PricingSettings } from './pricing-rules.ts';

export * from './pricing-rules.ts';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-07-07');

/** The promotional pricing window; the server's settings override the defaults. */
export const PricingSettingsSchema = z.object({
  /** First day of the promotion, inclusive (YYYY-MM-DD). */
  promoStart: isoDay,
  /** Last day of the promotion, inclusive (YYYY-MM-DD). */
  promoEnd: isoDay,
  /** Monthly price in US dollars during the promotion. */
  promoPrice: z.number().positive(),
  /** Monthly price in US dollars outside it. */
  regularPrice: z.number().positive(),
}) satisfies z.ZodType<PricingSettings>;

// The schema and the plain type describe the same object: `satisfies` above checks the schema's
// output against the type, this the type against the schema's output.
const sameShape: z.infer<typeof PricingSettingsSchema> = {} as PricingSettings;
void sameShape;
