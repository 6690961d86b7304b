import type { AuthService } from './auth-service.ts';
import type { AuthSnapshot } from './auth-types.ts';

const ANONYMOUS: AuthSnapshot = { status: 'anonymous', user: null, error: null };

const unavailable = () => Promise.reject(new Error('Signing in needs a browser'));

/** The session of a visitor who is signed out, for rendering public pages at build time. */
export const anonymousAuthService: AuthService = {
  getSnapshot: () => ANONYMOUS,
  subscribe: () => () => undefined,
  start: () => Promise.resolve(),
  signIn: unavailable,
  register: unavailable,
  signOut: unavailable,
  getAccessToken: () => Promise.resolve(null),
  completeSignIn: unavailable,
};
