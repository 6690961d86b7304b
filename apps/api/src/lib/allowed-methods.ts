import type { FastifyInstance } from 'fastify';

const METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const;

/**
 * The methods the app answers at a path, in `Allow` order; empty when nothing is routed there.
 * Lets a not-found answer tell "no such address" (404) from "not this method here" (405 with
 * `Allow`, RFC 9110 §15.5.6): `PUT /api/me` is a wrong method, not a missing resource.
 */
export function allowedMethods(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}
