import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { gtmSnippet } from '../lib/gtm-snippet.ts';

const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** The Content-Security-Policy the SPA runs under: no inline or eval'd scripts at all. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const scriptSrc = ["'self'"];
  const connectSrc = ["'self'"];
  const imgSrc = ["'self'", 'data:', 'blob:'];
  const formAction = ["'self'"];
  const frameSrc = ["'self'"];
  if (config.gtmId) {
    scriptSrc.push(gtmSnippet(config.gtmId).hash, GTM_ORIGIN);
    connectSrc.push(GTM_ORIGIN, 'https://www.google-analytics.com');
    imgSrc.push(GTM_ORIGIN, 'https://www.google-analytics.com');
  }
  if (!config.identity.embedded) {
    const issuerOrigin = new URL(config.identity.issuer).origin;
    connectSrc.push(issuerOrigin);
    formAction.push(issuerOrigin);
    frameSrc.push(issuerOrigin);
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc,
    // React style props set inline styles; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc,
    fontSrc: ["'self'", 'data:'],
    connectSrc,
    workerSrc: ["'self'", 'blob:'],
    frameSrc,
    frameAncestors: ["'none'"],
    formAction,
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    manifestSrc: ["'self'"],
    ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
  };
}

export default fp<{ config: Config }>(
  async function securityHeaders(app: FastifyInstance, { config }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(config),
      },
      crossOriginEmbedderPolicy: false,
      hsts: config.publicUrl.startsWith('https://'),
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
