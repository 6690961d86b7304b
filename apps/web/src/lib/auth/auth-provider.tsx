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
  const snapshot = useSyncExternalStore(service.subscribe, service.getSnapshot);

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
