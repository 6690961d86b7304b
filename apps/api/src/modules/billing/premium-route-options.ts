import type { PremiumGate } from '@resumio/contract';
import type { FastifyInstance, FastifySchema, preValidationAsyncHookHandler } from 'fastify';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { requirePremium } from './require-premium.ts';

export interface PremiumRouteExtras {
  /** A check of its own, after sign-in and the Premium gate. */
  check?: preValidationAsyncHookHandler;
  bodyLimit?: number;
}

/**
 * The options of routes behind a Premium gate, from each route's own schema: signed in and Premium
 * before validation (a free account learns only that, whatever its request says), then the route's
 * check; tagged and secured alike in the API description.
 */
export function premiumRouteOptions(
  app: Pick<FastifyInstance, 'authenticate'>,
  { gate, tags }: { gate: PremiumGate; tags: string[] },
) {
  const premium = [app.authenticate, requirePremium(gate)];
  return <S extends FastifySchema>(schema: S, { check, bodyLimit }: PremiumRouteExtras = {}) => ({
    preValidation: check ? [...premium, check] : premium,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    schema: { tags, security: BEARER_AUTH, ...schema },
  });
}
