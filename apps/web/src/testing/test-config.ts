import { defaultPricing, type PublicConfig } from '@resumio/contract';

export const testConfig: PublicConfig = {
  appName: 'Resumio',
  siteUrl: 'http://localhost:3000',
  oidc: {
    authority: 'http://localhost:3000/oidc',
    clientId: 'resumio-web',
    audience: 'http://localhost:3000/api',
    scope: 'openid profile email offline_access',
    embedded: true,
  },
  gtmId: null,
  termsUrl: 'https://example.com/terms',
  privacyUrl: 'https://example.com/privacy',
  billing: {
    provider: 'local',
    premiumPriceId: 'price_test_premium',
    stripePublicKey: null,
    pricing: defaultPricing,
  },
};
