import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { requireUser, type SignedInUser } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the user's address is confirmed (decision 046). */
    isEmailVerified: (user: SignedInUser) => Promise<boolean>;
    /** preHandler for what waits for a confirmed address (checkout): 403 EMAIL_NOT_VERIFIED. */
    requireVerifiedEmail: (request: FastifyRequest) => Promise<void>;
  }
}

export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Confirm your email address first: open the link we emailed you, or ask for a new one in Resumio.';

/**
 * Read on every call from the embedded provider's account, not from the access token: a token
 * issued before the click would otherwise keep saying "unverified" until it expires. An external
 * issuer owns its accounts' addresses, so its users count as confirmed (decision 046).
 */
export default fp<{ config: Config }>(
  async function verifiedEmail(app: FastifyInstance, { config }) {
    const { embedded, issuer } = config.identity;
    async function isEmailVerified(user: SignedInUser): Promise<boolean> {
      if (!embedded || user.issuer !== issuer) return true;
      const account = await app.db
        .selectFrom('identity_accounts')
        .select('email_verified_at')
        .where('id', '=', user.subject)
        .executeTakeFirst();
      return Boolean(account?.email_verified_at);
    }
    app.decorate('isEmailVerified', isEmailVerified);
    app.decorate('requireVerifiedEmail', async (request: FastifyRequest) => {
      if (!(await isEmailVerified(requireUser(request)))) {
        throw new AppError('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
      }
    });
  },
  { name: 'verified-email', dependencies: ['database', 'auth'] },
);
