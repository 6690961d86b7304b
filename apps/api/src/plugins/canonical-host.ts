import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * The host (name and port) a browser would send for an address on the given scheme, with the
 * scheme's default port dropped so that `example.com:443` and `example.com` compare equal.
 */
export function normalizeHost(host: string, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The API answers on any host: the app's own calls already come from the canonical page, and
 * probes (/api/health, /api/ready), scripts and benchmarks address the server however they reach
 * it. Only what a browser navigates to is moved.
 */
function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Sends browsers that reached the server under another host name (http://127.0.0.1:3000 for
 * http://localhost:3000) to the same path on PUBLIC_URL. The sign-in provider, the tokens' issuer
 * and the Content-Security-Policy all name PUBLIC_URL's origin, so a page served under any other
 * origin could not sign in.
 */
export default fp<{ config: Config }>(
  async function canonicalHost(app: FastifyInstance, { config }) {
    if (!config.canonicalHostRedirect) return;
    const target = new URL(config.publicUrl);
    const canonical = target.host.toLowerCase();

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      // An absolute-form request target ('GET http://…') is not redirected anywhere.
      if (!request.url.startsWith('/') || isApi(request.url)) return;
      // With TRUST_PROXY, request.host is the X-Forwarded-Host the proxy received.
      const host = request.host ? normalizeHost(request.host, target.protocol) : null;
      if (!host || host === canonical) return;
      // The target keeps PUBLIC_URL's origin: the path is appended, never parsed as an address.
      return reply.redirect(`${target.origin}${request.url}`, 308);
    });
  },
  { name: 'canonical-host' },
);
