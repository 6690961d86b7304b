import { vi } from 'vitest';
import type { AuthContextValue, AuthStatus } from '@/lib/auth/auth-types.ts';

export function mockAuth(status: AuthStatus, overrides: Partial<AuthContextValue> = {}) {
  const authenticated = status === 'authenticated';
  return {
    status,
    user: authenticated ? { sub: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace' } : null,
    error: null,
    signIn: vi.fn(async () => undefined),
    register: vi.fn(async () => undefined),
    signOut: vi.fn(async () => 'redirecting' as const),
    getAccessToken: vi.fn(async () => (authenticated ? 'token-123' : null)),
    completeSignIn: vi.fn(async () => ({ returnTo: '/dashboard' })),
    ...overrides,
  } satisfies AuthContextValue;
}
