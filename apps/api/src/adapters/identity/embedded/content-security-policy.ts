import type { Config } from '../../../config.ts';
import { formActionOrigins } from './first-party-client.ts';

/**
 * The policy of every page the identity provider renders. `script-src` is 'none' on our own pages;
 * the provider's pages get 'self' so that oidc-provider can append the hash of the one inline
 * script it may emit (the form_post auto-submit) instead of colliding with 'none'.
 */
export function identityPagesCsp(
  config: Config,
  { scripts }: { scripts: 'none' | 'provider' },
): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scripts === 'none' ? ["'none'"] : ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    formAction: ["'self'", ...formActionOrigins(config)],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** Route-level @fastify/helmet options applying the policy above. */
export function identityPagesHelmet(config: Config, scripts: 'none' | 'provider') {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: identityPagesCsp(config, { scripts }),
    },
  };
}
