import type { PublicConfig } from '@resumio/contract';
import type { Config } from '../../config.ts';

export function buildPublicConfig(config: Config): PublicConfig {
  return {
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
  };
}
