import type { PublicConfig } from '@resumio/contract';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { buildUserManagerSettings } from './auth-settings.ts';

/** Loaded on demand so that visitors who never sign in do not download the OIDC client. */
export function createUserManager(config: PublicConfig): UserManager {
  const userStore = new WebStorageStateStore({ store: window.localStorage });
  return new UserManager(buildUserManagerSettings(config, window.location.origin, userStore));
}
