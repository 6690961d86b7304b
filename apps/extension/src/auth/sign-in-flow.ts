import { ext } from '../browser-api.ts';
import { codeChallenge, randomToken } from './pkce.ts';
import { EXTENSION_CLIENT_ID, serverIdentity } from './server-identity.ts';
import { requestTokens } from './tokens.ts';

const SIGN_IN_TIMEOUT_MS = 10 * 60_000;

/**
 * Authorization code + PKCE in a browser tab: the tab shows the server's own sign-in page (with
 * the browser's saved passwords and the server's session), and the flow ends when the tab reaches
 * the redirect URI, whose address carries the code. Runs in the background script, because the
 * popup closes as soon as the tab opens.
 */
export async function signInWithTab(server: string): Promise<void> {
  const identity = await serverIdentity(server);
  const verifier = randomToken(48);
  const state = randomToken();
  const authorize = new URL(identity.authorizationEndpoint);
  authorize.search = new URLSearchParams({
    client_id: EXTENSION_CLIENT_ID,
    response_type: 'code',
    redirect_uri: identity.redirectUri,
    scope: 'openid profile email',
    audience: identity.audience,
    state,
    code_challenge: await codeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();

  const tab = await ext.tabs.create({ url: authorize.href, active: true });
  const returned = await new Promise<URL>((done, fail) => {
    const stop = () => {
      clearTimeout(timer);
      ext.tabs.onUpdated.removeListener(onUpdated);
      ext.tabs.onRemoved.removeListener(onRemoved);
    };
    const onUpdated = (tabId: number, change: { url?: string }) => {
      if (tabId !== tab.id || !change.url?.startsWith(identity.redirectUri)) return;
      stop();
      done(new URL(change.url));
    };
    const onRemoved = (tabId: number) => {
      if (tabId !== tab.id) return;
      stop();
      fail(new Error('The sign-in tab was closed.'));
    };
    const timer = setTimeout(() => {
      stop();
      fail(new Error('Signing in took too long.'));
    }, SIGN_IN_TIMEOUT_MS);
    ext.tabs.onUpdated.addListener(onUpdated);
    ext.tabs.onRemoved.addListener(onRemoved);
  });
  if (tab.id !== undefined) await ext.tabs.remove(tab.id).catch(() => undefined);

  const code = returned.searchParams.get('code');
  if (returned.searchParams.get('state') !== state || !code) {
    throw new Error(returned.searchParams.get('error_description') ?? 'Signing in failed.');
  }
  await requestTokens(server, identity.tokenEndpoint, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: identity.redirectUri,
    code_verifier: verifier,
  });
}
