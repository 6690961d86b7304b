import type Provider from 'oidc-provider';

/**
 * Makes every URL the provider builds (discovery endpoints, redirects) start with the configured
 * issuer, whatever Host or X-Forwarded-* headers a request carries, so those headers cannot
 * rewrite where browsers are sent. Also tells the provider the path it is mounted at, as
 * koa-mount would. Koa documents `app.request` and `app.context` as the prototypes to extend.
 */
export function pinPublicOrigin(provider: Provider, issuer: string): void {
  const url = new URL(issuer);
  const protocol = url.protocol.replace(/:$/, '');
  Object.defineProperties(provider.request, {
    host: { get: () => url.host, configurable: true },
    protocol: { get: () => protocol, configurable: true },
  });
  Object.defineProperty(provider.context, 'mountPath', {
    value: url.pathname.replace(/\/+$/, ''),
    configurable: true,
    writable: true,
  });
}
