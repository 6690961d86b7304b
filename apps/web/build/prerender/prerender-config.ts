import { defaultPricing, type PublicConfig } from '@resumio/contract';

/**
 * Stands for the public address in everything the build writes. The server knows its real
 * address only at start (PUBLIC_URL) and swaps this origin for it when it serves the files.
 */
export const BUILD_ORIGIN = 'https://resumio-prerender.invalid';

/** The configuration a default server hands the browser, as far as public pages show it. */
export const prerenderConfig: PublicConfig = {
  appName: 'Resumio',
  siteUrl: BUILD_ORIGIN,
  oidc: {
    authority: `${BUILD_ORIGIN}/oidc`,
    clientId: 'resumio-web',
    audience: `${BUILD_ORIGIN}/api`,
    scope: 'openid profile email offline_access',
    embedded: true,
  },
  gtmId: null,
  termsUrl: null,
  privacyUrl: null,
  billing: {
    provider: 'local',
    premiumPriceId: 'price_prerender',
    stripePublicKey: null,
    pricing: defaultPricing,
  },
};
