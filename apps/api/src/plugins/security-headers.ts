import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { gtmSnippet } from '../lib/gtm-snippet.ts';

const GTM_ORIGIN = 'https://www.googletagmanager.com';
const STRIPE_JS_ORIGIN = 'https://js.stripe.com';

/** The Content-Security-Policy the SPA runs under: no inline or eval'd scripts at all. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  // 'wasm-unsafe-eval' lets the preview worker compile the layout engine (WebAssembly); it does
  // not allow eval() or inline scripts.
  const scriptSrc = ["'self'", "'wasm-unsafe-eval'"];
  // The preview worker fetches its inlined WebAssembly and fonts as data: and blob: URLs; such URLs
  // hold only what the page already has, so they cannot carry anything out.
  const connectSrc = ["'self'", 'data:', 'blob:'];
  const imgSrc = ["'self'", 'data:', 'blob:'];
  const formAction = ["'self'"];
  const frameSrc = ["'self'"];
  if (config.gtmId) {
    scriptSrc.push(gtmSnippet(config.gtmId).hash, GTM_ORIGIN);
    connectSrc.push(GTM_ORIGIN, 'https://www.google-analytics.com');
    imgSrc.push(GTM_ORIGIN, 'https://www.google-analytics.com');
  }
  // Stripe.js is loaded on demand for the upgrade redirect, and only when Stripe is the provider.
  if (config.billing.provider === 'stripe') {
    scriptSrc.push(STRIPE_JS_ORIGIN);
    frameSrc.push(STRIPE_JS_ORIGIN, 'https://hooks.stripe.com');
    connectSrc.push('https://api.stripe.com');
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

type HeadersMiddleware = ReturnType<typeof helmet>;

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** Route-specific security headers, merged over the global ones; `false` sends none. */
    helmet?: HelmetOptions | false;
  }
  interface FastifyContextConfig {
    securityHeaders?: HeadersMiddleware | null;
  }
}

/**
 * Security headers on every answer. Each distinct configuration is compiled once (at start-up, or
 * when a route with its own configuration is added), not on every request.
 */
export default fp<{ config: Config }>(
  async function securityHeaders(app: FastifyInstance, { config }) {
    const base: HelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      crossOriginEmbedderPolicy: false,
      hsts: config.publicUrl.startsWith('https://'),
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    };
    const globalHeaders = helmet(base);

    app.addHook('onRoute', (route) => {
      if (route.helmet === undefined) return;
      const headers =
        route.helmet === false ? null : helmet({ ...base, ...route.helmet } as HelmetOptions);
      route.config = { ...(route.config ?? {}), securityHeaders: headers };
    });

    app.addHook('onRequest', (request, reply, done) => {
      const routeHeaders = request.routeOptions.config.securityHeaders;
      const headers = routeHeaders === undefined ? globalHeaders : routeHeaders;
      if (!headers) return done();
      headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
