import type { User, UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/testing/test-config.ts';
import { storedUserKey } from './auth-settings.ts';
import { createAuthService } from './auth-service.ts';

type Handler = (...args: unknown[]) => void;

function fakeUser(overrides: Partial<User> = {}): User {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expired: false,
    profile: { sub: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' },
    state: undefined,
    ...overrides,
  } as unknown as User;
}

function fakeManager(initialUser: User | null) {
  const handlers: Record<string, Handler[]> = {};
  const on = (name: string) => (handler: Handler) => {
    (handlers[name] ??= []).push(handler);
    return () => undefined;
  };
  const emit = (name: string, ...args: unknown[]) => handlers[name]?.forEach((h) => h(...args));
  let user = initialUser;
  const manager = {
    events: {
      addUserLoaded: on('userLoaded'),
      addUserUnloaded: on('userUnloaded'),
      addSilentRenewError: on('silentRenewError'),
      addAccessTokenExpired: on('accessTokenExpired'),
    },
    getUser: vi.fn(async () => user),
    removeUser: vi.fn(async () => {
      user = null;
      emit('userUnloaded');
    }),
    signinSilent: vi.fn(async () => {
      user = fakeUser({ access_token: 'access-2' });
      emit('userLoaded', user);
      return user;
    }),
    signinRedirect: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(async () => {
      user = fakeUser({ state: { returnTo: '/my-resumes' } } as Partial<User>);
      emit('userLoaded', user);
      return user;
    }),
  };
  return { manager, emit };
}

function setup(initialUser: User | null, stored = initialUser !== null) {
  const storage = window.localStorage;
  if (stored) storage.setItem(storedUserKey(testConfig), '{}');
  const fake = fakeManager(initialUser);
  const loadUserManager = vi.fn(async () => fake.manager as unknown as UserManager);
  const service = createAuthService(testConfig, { loadUserManager, storage });
  return { service, loadUserManager, ...fake };
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('createAuthService', () => {
  it('is anonymous at once, without loading the OIDC client, when nothing is stored', async () => {
    const { service, loadUserManager } = setup(null);
    expect(service.getSnapshot().status).toBe('anonymous');
    await service.start();
    await expect(service.getAccessToken()).resolves.toBeNull();
    expect(loadUserManager).not.toHaveBeenCalled();
  });

  it('is loading while the stored user is read, then authenticated', async () => {
    const { service } = setup(fakeUser());
    const listener = vi.fn();
    service.subscribe(listener);
    expect(service.getSnapshot().status).toBe('loading');
    await service.start();
    expect(service.getSnapshot()).toEqual({
      status: 'authenticated',
      user: { sub: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' },
      error: null,
    });
    expect(listener).toHaveBeenCalled();
    await expect(service.getAccessToken()).resolves.toBe('access-1');
  });

  it('refreshes an expired session with the refresh token', async () => {
    const { service, manager } = setup(fakeUser({ expired: true } as Partial<User>));
    await service.start();
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(service.getSnapshot().status).toBe('authenticated');
    await expect(service.getAccessToken()).resolves.toBe('access-2');
  });

  it('drops an expired session that cannot be refreshed', async () => {
    const { service, manager } = setup(
      fakeUser({ expired: true, refresh_token: undefined } as Partial<User>),
    );
    await service.start();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(service.getSnapshot().status).toBe('anonymous');
  });

  it('reports an error when the stored session cannot be read', async () => {
    const { service, manager } = setup(fakeUser());
    manager.getUser.mockRejectedValueOnce(new Error('storage broken'));
    await service.start();
    expect(service.getSnapshot().status).toBe('error');
    expect(service.getSnapshot().error?.message).toBe('storage broken');
  });

  it('signs in and registers with a safe returnTo, asking for the registration screen', async () => {
    const { service, manager } = setup(null);
    await service.signIn('/my-resumes?x=1');
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({
      state: { returnTo: '/my-resumes?x=1' },
      redirectMethod: 'replace',
    });
    await service.register('https://evil.example');
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({
      state: { returnTo: '/dashboard' },
      redirectMethod: 'replace',
      extraQueryParams: { audience: testConfig.oidc.audience, screen: 'register' },
    });
  });

  it('completes the callback once per URL and returns the stored returnTo', async () => {
    const { service, manager } = setup(null);
    const url = 'http://localhost/callback?code=abc&state=xyz';
    const [first, second] = await Promise.all([
      service.completeSignIn(url),
      service.completeSignIn(url),
    ]);
    expect(first).toEqual({ returnTo: '/my-resumes' });
    expect(second).toBe(first);
    expect(manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(service.getSnapshot().status).toBe('authenticated');
  });

  it('follows user events', async () => {
    const { service, emit } = setup(fakeUser());
    await service.start();
    const renewError = new Error('refresh failed');
    emit('silentRenewError', renewError);
    expect(service.getSnapshot()).toMatchObject({ status: 'authenticated', error: renewError });
    emit('userUnloaded');
    expect(service.getSnapshot().status).toBe('anonymous');
  });

  it('signs out at the provider, or locally when the provider fails', async () => {
    const { service, manager } = setup(fakeUser());
    await service.start();
    await expect(service.signOut()).resolves.toBe('redirecting');

    manager.signoutRedirect.mockRejectedValueOnce(new Error('offline'));
    await expect(service.signOut()).resolves.toBe('signed-out');
    expect(manager.removeUser).toHaveBeenCalled();
    expect(service.getSnapshot().status).toBe('anonymous');
  });

  it('stays out of the anonymous state while leaving for the provider sign-out page', async () => {
    const { service, manager, emit } = setup(fakeUser());
    await service.start();
    manager.signoutRedirect.mockImplementationOnce(async () => {
      // The library drops the stored user before it navigates away.
      emit('userUnloaded');
    });
    await expect(service.signOut()).resolves.toBe('redirecting');
    expect(service.getSnapshot().status).toBe('loading');
  });
});
