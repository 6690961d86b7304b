import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AuthContext } from './auth-context.ts';
import type { AuthService } from './auth-service.ts';
import type { AuthContextValue } from './auth-types.ts';

export interface AuthProviderProps {
  service: AuthService;
  children: ReactNode;
}

/** Exposes the auth service's state to React; status stays 'loading' while getUser() resolves. */
export function AuthProvider({ service, children }: AuthProviderProps) {
  // The same snapshot serves hydration: prerendered pages are only hydrated for visitors the
  // service already knows are signed out, which is how the build rendered them.
  const snapshot = useSyncExternalStore(
    service.subscribe,
    service.getSnapshot,
    service.getSnapshot,
  );

  useEffect(() => {
    void service.start();
  }, [service]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...snapshot,
      signIn: service.signIn,
      register: service.register,
      signOut: service.signOut,
      getAccessToken: service.getAccessToken,
      completeSignIn: service.completeSignIn,
    }),
    [snapshot, service],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
