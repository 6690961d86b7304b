import type { PublicConfig } from '@resumio/contract';
import type { StateStore, UserManagerSettings } from 'oidc-client-ts';

/*
 * Sign-in provider defaults: 60 s popup and silent-login timeout, 10 s HTTP timeout,
 * 60 s token-expiry margin, 60 s ID token leeway, 1 day session-check cookie expiry.
 */
export const SILENT_REQUEST_TIMEOUT_SECONDS = 60;
/** Sign-in uses a full-page redirect; any popup flow is closed (and fails) after this long. */
export const POPUP_TIMEOUT_SECONDS = 60;
export const HTTP_TIMEOUT_SECONDS = 10;
export const ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS = 60;
/**
 * oidc-client-ts 3 does not check ID token times in the browser (the API verifies every access
 * token), so this leeway is documented here rather than passed to the library.
 */
export const ID_TOKEN_LEEWAY_SECONDS = 60;
/** No session-check cookie is used: tokens live in local storage and monitorSession is off. */
export const SESSION_CHECK_COOKIE_DAYS = 1;

export const CALLBACK_PATH = '/callback';
export const DEFAULT_RETURN_TO = '/dashboard';
/** Asks the embedded provider to open on its registration screen. */
export const REGISTER_SCREEN_PARAM = { screen: 'register' } as const;

export function buildUserManagerSettings(
  config: PublicConfig,
  origin: string,
  userStore: StateStore,
): UserManagerSettings {
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    // Authorization code with PKCE (S256 is the library's default).
    response_type: 'code',
    scope: config.oidc.scope,
    extraQueryParams: { audience: config.oidc.audience },
    // The token is stored in local storage (docs/decisions/003).
    userStore,
    // Renewal uses the refresh token (offline_access) when the provider issued one.
    automaticSilentRenew: true,
    silentRequestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_SECONDS,
    requestTimeoutInSeconds: HTTP_TIMEOUT_SECONDS,
    accessTokenExpiringNotificationTimeInSeconds: ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS,
    popupWindowFeatures: { closePopupWindowAfterInSeconds: POPUP_TIMEOUT_SECONDS },
    loadUserInfo: false,
    monitorSession: false,
  };
}

/** The key oidc-client-ts stores the user under (its `oidc.` prefix plus `user:authority:client`). */
export function storedUserKey(config: PublicConfig): string {
  return `oidc.user:${config.oidc.authority}:${config.oidc.clientId}`;
}
