import { z } from 'zod';
import { PricingSettingsSchema } from './billing/pricing.ts';

/**
 * The whitelisted subset of server configuration the browser may see. The server embeds it in
 * index.html as a JSON data block (not executable, so the CSP stays strict) and serves it at
 * GET /api/public-config for the dev server.
 */
export const PublicConfigSchema = z.object({
  appName: z.string(),
  siteUrl: z.string(),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    audience: z.string(),
    scope: z.string(),
    /** True when the embedded provider is in use: it offers a registration screen. */
    embedded: z.boolean(),
  }),
  gtmId: z.string().nullable(),
  /** External policy documents; null when the product serves its own at /terms and /privacy. */
  termsUrl: z.string().nullable(),
  privacyUrl: z.string().nullable(),
  billing: z.object({
    /** Which payment provider hosts checkout: the app's own page, or Stripe. */
    provider: z.enum(['local', 'stripe']),
    /** The one premium monthly price the upgrade button asks for. */
    premiumPriceId: z.string(),
    /** Stripe's publishable key when Stripe is the provider, else null. */
    stripePublicKey: z.string().nullable(),
    pricing: PricingSettingsSchema,
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export * from './public-config-element.ts';
