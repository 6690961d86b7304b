import { InMemoryWebStorage, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { testConfig } from '@/testing/test-config.ts';
import { buildUserManagerSettings, storedUserKey } from './auth-settings.ts';

describe('buildUserManagerSettings', () => {
  it('keeps tokens in local storage with the 60 s popup and 10 s HTTP timeouts', () => {
    const store = new WebStorageStateStore({ store: new InMemoryWebStorage() });
    const settings = buildUserManagerSettings(testConfig, 'https://app.example', store);
    expect(settings).toMatchObject({
      authority: testConfig.oidc.authority,
      client_id: testConfig.oidc.clientId,
      redirect_uri: 'https://app.example/callback',
      post_logout_redirect_uri: 'https://app.example/',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      extraQueryParams: { audience: testConfig.oidc.audience },
      automaticSilentRenew: true,
      silentRequestTimeoutInSeconds: 60,
      requestTimeoutInSeconds: 10,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      loadUserInfo: false,
      monitorSession: false,
    });
    expect(settings.userStore).toBe(store);
    expect(settings.disablePKCE).not.toBe(true);
  });

  it('knows where oidc-client-ts keeps the user', () => {
    expect(storedUserKey(testConfig)).toBe(
      `oidc.user:${testConfig.oidc.authority}:${testConfig.oidc.clientId}`,
    );
  });
});
