import type { PublicConfig } from '@resumio/contract';
import type { User, UserManager } from 'oidc-client-ts';
import { REGISTER_SCREEN_PARAM, storedUserKey } from './auth-settings.ts';
import type { AuthActions, AuthSnapshot, AuthUser, SignOutResult } from './auth-types.ts';
import { safeReturnTo } from './return-to.ts';

export interface AuthService extends AuthActions {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Reads the stored session once; safe to call repeatedly. */
  start(): Promise<void>;
}

export interface AuthServiceDeps {
  loadUserManager?: () => Promise<UserManager>;
  storage?: Storage;
}

const ANONYMOUS: AuthSnapshot = { status: 'anonymous', user: null, error: null };
const LOADING: AuthSnapshot = { status: 'loading', user: null, error: null };

function toAuthUser(user: User): AuthUser {
  const profile = user.profile;
  const name = typeof profile.name === 'string' && profile.name ? profile.name : null;
  const email = typeof profile.email === 'string' && profile.email ? profile.email : null;
  return { sub: profile.sub, email, name };
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/**
 * Owns the OIDC session outside React so that the API client can ask for tokens before the first
 * render, and so that the OIDC library is only downloaded when a session exists or is started.
 */
export function createAuthService(config: PublicConfig, deps: AuthServiceDeps = {}): AuthService {
  const storage = deps.storage ?? window.localStorage;
  const loadUserManager =
    deps.loadUserManager ??
    (() => import('./user-manager.ts').then(({ createUserManager }) => createUserManager(config)));

  const hasStoredSession = () => {
    try {
      return storage.getItem(storedUserKey(config)) !== null;
    } catch {
      return false;
    }
  };

  let snapshot: AuthSnapshot = hasStoredSession() ? LOADING : ANONYMOUS;
  const listeners = new Set<() => void>();
  const setSnapshot = (next: AuthSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  const setUser = (user: User | null) =>
    setSnapshot(
      user ? { status: 'authenticated', user: toAuthUser(user), error: null } : ANONYMOUS,
    );

  // While the browser leaves for the provider's sign-out page, the stored user is already gone;
  // reporting 'anonymous' then would make route guards start a new sign-in and cancel the exit.
  let signingOut = false;
  let managerPromise: Promise<UserManager> | null = null;
  let refreshPromise: Promise<User | null> | null = null;
  let startPromise: Promise<void> | null = null;
  const callbacks = new Map<string, Promise<{ returnTo: string }>>();

  const refresh = (manager: UserManager): Promise<User | null> => {
    refreshPromise ??= (async () => {
      const current = await manager.getUser();
      if (!current?.refresh_token) {
        await manager.removeUser();
        return null;
      }
      try {
        return await manager.signinSilent();
      } catch (error) {
        await manager.removeUser();
        setSnapshot({ ...ANONYMOUS, error: toError(error) });
        return null;
      }
    })().finally(() => {
      refreshPromise = null;
    });
    return refreshPromise;
  };

  const getManager = (): Promise<UserManager> => {
    managerPromise ??= loadUserManager().then((manager) => {
      manager.events.addUserLoaded((user) => setUser(user));
      manager.events.addUserUnloaded(() => {
        if (!signingOut) setUser(null);
      });
      manager.events.addSilentRenewError((error) => setSnapshot({ ...snapshot, error }));
      // Automatic renewal starts before expiry; reaching expiry means it failed, so retry once.
      manager.events.addAccessTokenExpired(() => void refresh(manager));
      return manager;
    });
    return managerPromise;
  };

  const signinRedirect = async (returnTo: string | undefined, register: boolean) => {
    const manager = await getManager();
    const state = { returnTo: safeReturnTo(returnTo) };
    // /login and /register only hand over to the provider: replacing their history entry lets
    // Back on the provider's screen return to the page the visitor came from.
    const redirectMethod = 'replace';
    await manager.signinRedirect(
      register
        ? {
            state,
            redirectMethod,
            extraQueryParams: { audience: config.oidc.audience, ...REGISTER_SCREEN_PARAM },
          }
        : { state, redirectMethod },
    );
  };

  return {
    getSnapshot: () => snapshot,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    start() {
      startPromise ??= (async () => {
        if (!hasStoredSession()) return;
        try {
          const manager = await getManager();
          let user = await manager.getUser();
          if (user?.expired) user = await refresh(manager);
          if (snapshot.status === 'loading') setUser(user);
        } catch (error) {
          setSnapshot({ status: 'error', user: null, error: toError(error) });
        }
      })();
      return startPromise;
    },

    signIn: (returnTo) => signinRedirect(returnTo, false),

    register: (returnTo) => signinRedirect(returnTo, true),

    async signOut(): Promise<SignOutResult> {
      const manager = await getManager();
      signingOut = true;
      setSnapshot(LOADING);
      try {
        await manager.signoutRedirect();
        return 'redirecting';
      } catch {
        signingOut = false;
        await manager.removeUser().catch(() => undefined);
        setUser(null);
        return 'signed-out';
      }
    },

    async getAccessToken() {
      if (snapshot.status !== 'authenticated' && !hasStoredSession()) return null;
      const manager = await getManager();
      let user = await manager.getUser();
      if (user?.expired) user = await refresh(manager);
      return user?.access_token ?? null;
    },

    completeSignIn(url = window.location.href) {
      // React runs effects twice in development; the authorization code can only be spent once.
      let pending = callbacks.get(url);
      if (!pending) {
        pending = getManager()
          .then((manager) => manager.signinRedirectCallback(url))
          .then((user) => {
            const state = user.state as { returnTo?: unknown } | undefined;
            return { returnTo: safeReturnTo(state?.returnTo) };
          });
        callbacks.set(url, pending);
      }
      return pending;
    },
  };
}
