import { PublicConfigSchema, type PublicConfig } from '@resumio/contract';
import type { Config } from '../../config.ts';

/**
 * What the browser may see of the configuration, checked against the shared schema once at
 * start: the page embeds it and trusts it as it arrives (apps/web/src/lib/config.ts), so a
 * configuration the app could not read stops the server instead of every visitor's page.
 */
export function buildPublicConfig(config: Config): PublicConfig {
  return PublicConfigSchema.parse({
    appName: 'Resumio',
    siteUrl: config.publicUrl,
    oidc: {
      authority: config.identity.issuer,
      clientId: config.identity.clientId,
      audience: config.identity.audience,
      scope: 'openid profile email offline_access',
      embedded: config.identity.embedded,
    },
    gtmId: config.gtmId ?? null,
    termsUrl: config.termsUrl ?? null,
    privacyUrl: config.privacyUrl ?? null,
    billing: {
      provider: config.billing.provider,
      premiumPriceId: config.billing.premiumPriceId,
      stripePublicKey: config.billing.stripe?.publicKey ?? null,
      pricing: config.billing.pricing,
    },
  });
}
