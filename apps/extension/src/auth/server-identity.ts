/** The server's sign-in settings, as its public configuration and OIDC discovery give them. */
export interface ServerIdentity {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  audience: string;
  /** The page the sign-in tab is sent back to (the extension client's redirect URI). */
  redirectUri: string;
}

/** Must match the client the embedded provider registers (extension-client.ts). */
export const EXTENSION_CLIENT_ID = 'resumio-extension';
const CALLBACK_PATH = '/extension/signed-in';

async function json(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function serverIdentity(server: string): Promise<ServerIdentity> {
  const config = await json(`${server}/api/public-config`);
  const oidc = config['oidc'] as { authority: string; audience: string; embedded?: boolean };
  // Only the embedded provider knows the extension's client; an outside one must register it.
  const discovery = await json(`${oidc.authority}/.well-known/openid-configuration`);
  return {
    authorizationEndpoint: String(discovery['authorization_endpoint']),
    tokenEndpoint: String(discovery['token_endpoint']),
    audience: oidc.audience,
    redirectUri: `${server}${CALLBACK_PATH}`,
  };
}
