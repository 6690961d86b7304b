import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface BenchIssuer {
  /** Settings that point the API at this issuer. */
  env: Record<string, string>;
  /** An access token for `subject` (one bench user unless told otherwise). */
  signToken(jti: string, subject?: string): Promise<string>;
  close(): void;
}

/** A local OpenID issuer (discovery + JWKS) so benchmarks run real JWKS-backed verification. */
export async function startBenchIssuer(): Promise<BenchIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const server = createServer((req, res) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const audience = 'https://api.bench';
  return {
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'bench-client', OIDC_AUDIENCE: audience },
    signToken: (jti, subject = 'bench-user') =>
      new SignJWT({ email: 'bench@example.com', name: 'Bench User' })
        .setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(subject)
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey),
    close: () => server.close(),
  };
}
