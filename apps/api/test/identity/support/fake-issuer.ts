import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';

export interface IssuerKey {
  kid: string;
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  publicJwk: JWK;
}

export async function issuerKey(kid: string): Promise<IssuerKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

/**
 * An external OpenID issuer for tests: a loopback HTTP server publishing a discovery document and
 * a JWKS whose keys the test can rotate, plus helpers to mint tokens with those keys.
 */
export class FakeIssuer {
  keys: IssuerKey[] = [];
  jwksRequests = 0;
  private server?: Server;
  issuer = '';

  async start(): Promise<this> {
    this.keys = [await issuerKey('key-1')];
    this.server = createServer((request, response) => {
      const send = (body: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/.well-known/openid-configuration') {
        return send({ issuer: this.issuer, jwks_uri: `${this.issuer}/jwks` });
      }
      if (request.url === '/jwks') {
        this.jwksRequests++;
        return send({ keys: this.keys.map((k) => k.publicJwk) });
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.issuer = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.server ? this.server.close((err) => (err ? reject(err) : resolve())) : resolve(),
    );
  }

  /** Publishes an extra key, as an issuer does when it rotates. */
  async rotate(kid: string): Promise<IssuerKey> {
    const key = await issuerKey(kid);
    this.keys = [...this.keys, key];
    return key;
  }

  /**
   * A signed token: valid for the given audience by default, every claim and header overridable.
   * Times are explicit seconds so tests never wait.
   */
  async token(
    options: {
      audience: string;
      claims?: JWTPayload;
      header?: Record<string, unknown>;
      key?: IssuerKey;
      now?: number;
    } = { audience: '' },
  ): Promise<string> {
    const key = options.key ?? this.keys[0]!;
    const now = options.now ?? Math.floor(Date.now() / 1000);
    const payload: JWTPayload = {
      iss: this.issuer,
      aud: options.audience,
      sub: 'auth0|user-1',
      iat: now,
      exp: now + 600,
      scope: 'openid profile email',
      ...options.claims,
    };
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...options.header })
      .sign(key.privateKey);
  }
}
