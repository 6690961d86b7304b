import { RecoveryCodesResponseSchema, StartTwoFactorResponseSchema } from '@resumio/contract';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';

/**
 * The code an authenticator app shows `steps` 30-second steps from now. Tests use the current
 * step and the next one only: both are accepted whichever side of a step boundary the server's
 * check lands, so no test waits for the clock.
 */
export function codeFor(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });
}

/** Turns two-factor sign-in on through Settings, as the owner would: setup, then a first code. */
export async function enableTwoFactor(app: FastifyInstance, accessToken: string, password: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const setup = await app.inject({
    method: 'POST',
    url: '/api/me/two-factor/setup',
    headers,
    payload: { currentPassword: password },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const started = StartTwoFactorResponseSchema.parse(setup.json());
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/me/two-factor/confirm',
    headers,
    payload: { code: await codeFor(started.secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = RecoveryCodesResponseSchema.parse(confirmed.json());
  return { ...started, recoveryCodes };
}
