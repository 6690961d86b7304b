export type AuthStatus = 'loading' | 'authenticated' | 'anonymous' | 'error';

/** What the interface needs to know about the signed-in person. */
export interface AuthUser {
  sub: string;
  email: string | null;
  name: string | null;
}

export interface AuthSnapshot {
  status: AuthStatus;
  user: AuthUser | null;
  error: Error | null;
}

export type SignOutResult = 'redirecting' | 'signed-out';

export interface AuthActions {
  /** Starts the authorization-code flow; `returnTo` is where /callback lands afterwards. */
  signIn(returnTo?: string): Promise<void>;
  /** Same flow, opening the provider's registration screen. */
  register(returnTo?: string): Promise<void>;
  /** 'signed-out' means the provider could not be reached and only the local session ended. */
  signOut(): Promise<SignOutResult>;
  /** A valid access token, refreshed when needed, or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Finishes sign-in on /callback and tells where to go next. */
  completeSignIn(url?: string): Promise<{ returnTo: string }>;
}

export type AuthContextValue = AuthSnapshot & AuthActions;
