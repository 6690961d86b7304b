import { tokenStorage } from '../browser-api.ts';
import { EXTENSION_CLIENT_ID } from './server-identity.ts';

export interface Tokens {
  server: string;
  tokenEndpoint: string;
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const KEY = 'tokens';
// A token this close to its end is renewed before use, so a request never carries a dying one.
const MARGIN_MS = 30_000;

export async function storedTokens(server: string): Promise<Tokens | null> {
  const tokens = (await tokenStorage().get(KEY))[KEY] as Tokens | undefined;
  // Tokens of another server (the address was changed in the options) are not sent anywhere.
  return tokens && tokens.server === server ? tokens : null;
}

export const forgetTokens = () => tokenStorage().remove(KEY);

/** Exchanges a grant (a code, or a refresh token) at the token endpoint and keeps the result. */
export async function requestTokens(
  server: string,
  tokenEndpoint: string,
  grant: Record<string, string>,
): Promise<Tokens> {
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: EXTENSION_CLIENT_ID, ...grant }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body['access_token'] !== 'string') {
    throw new Error(String(body['error_description'] ?? body['error'] ?? response.status));
  }
  const tokens: Tokens = {
    server,
    tokenEndpoint,
    accessToken: body['access_token'],
    refreshToken: typeof body['refresh_token'] === 'string' ? body['refresh_token'] : null,
    expiresAt: Date.now() + Number(body['expires_in'] ?? 300) * 1000,
  };
  await tokenStorage().set({ [KEY]: tokens });
  return tokens;
}

/** A usable access token: the stored one, renewed with the refresh token when it runs out. */
export async function accessToken(server: string): Promise<string | null> {
  const tokens = await storedTokens(server);
  if (!tokens) return null;
  if (tokens.expiresAt - MARGIN_MS > Date.now()) return tokens.accessToken;
  if (!tokens.refreshToken) return null;
  try {
    const renewed = await requestTokens(server, tokens.tokenEndpoint, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
    });
    return renewed.accessToken;
  } catch {
    // Signed out elsewhere, or the session ended: the next save asks to sign in again.
    await forgetTokens();
    return null;
  }
}
