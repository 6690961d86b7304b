import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface TestIssuer {
  issuer: string;
  /** Settings for buildTestApp: the API trusts this issuer. */
  env: { OIDC_ISSUER: string; OIDC_CLIENT_ID: string; OIDC_AUDIENCE: string };
  /** An RS256 access token for the given person, valid for 10 minutes. */
  issueToken(claims: { sub: string; email?: string | null; name?: string | null }): Promise<string>;
  close(): Promise<void>;
}

export const TEST_AUDIENCE = 'https://api.test';
export const TEST_CLIENT_ID = 'test-client';

/**
 * An external OpenID issuer on a loopback port: discovery document and JWKS, and a signer for
 * access tokens, so API tests can act as signed-in users.
 */
export async function startTestIssuer(): Promise<TestIssuer> {
  const kid = 'test-key';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (request.url === '/jwks') {
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: TEST_CLIENT_ID, OIDC_AUDIENCE: TEST_AUDIENCE },
    issueToken: ({ sub, email, name }) =>
      new SignJWT({
        ...(email !== undefined ? { email } : {}),
        ...(name !== undefined ? { name } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(TEST_AUDIENCE)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
