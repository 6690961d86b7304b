import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../../src/config.ts';
import type { TestAccount } from './account-factory.ts';
import { CookieJar } from './cookie-jar.ts';

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** Turns a Location (absolute on the issuer's origin, or a path) into something inject accepts. */
export function toPath(location: string): string {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

/**
 * Drives the embedded provider the way the web app's oidc-client-ts does, through app.inject with
 * cookies carried by hand. One instance is one browser.
 */
export class EmbeddedClient {
  readonly jar = new CookieJar();
  readonly redirectUri: string;

  constructor(
    private app: FastifyInstance,
    readonly config: Config,
  ) {
    this.redirectUri = `${config.publicUrl}/callback`;
  }

  /** Switches to another app instance (same database), keeping this browser's cookies. */
  useApp(app: FastifyInstance): this {
    this.app = app;
    return this;
  }

  async request(options: {
    method?: 'GET' | 'POST';
    url: string;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> {
    const url = toPath(options.url);
    const cookie = this.jar.header(url);
    const response = await this.app.inject({
      method: options.method ?? (options.form ? 'POST' : 'GET'),
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...options.headers,
      },
      ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
    });
    this.jar.store(response.headers['set-cookie']);
    return response;
  }

  authorizeUrl(params: Record<string, string | undefined> = {}): string {
    const query = new URLSearchParams();
    const all: Record<string, string | undefined> = {
      client_id: this.config.identity.clientId,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      state: randomBytes(8).toString('hex'),
      audience: this.config.identity.audience,
      ...params,
    };
    for (const [key, value] of Object.entries(all)) if (value !== undefined) query.set(key, value);
    return `/oidc/auth?${query}`;
  }

  /** GET /oidc/auth with PKCE; answers the interaction page path and the verifier. */
  async startSignIn(params: Record<string, string | undefined> = {}) {
    const { verifier, challenge } = pkcePair();
    const response = await this.request({
      url: this.authorizeUrl({
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...params,
      }),
    });
    expect(response.statusCode).toBe(303);
    const interactionPath = toPath(response.headers.location as string);
    expect(interactionPath).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    return { interactionPath, verifier };
  }

  /** Follows the provider's redirects after a successful form until the app's /callback. */
  async followToCallback(response: LightMyRequestResponse): Promise<URL> {
    let current = response;
    for (let hop = 0; hop < 5; hop++) {
      expect([302, 303]).toContain(current.statusCode);
      const location = current.headers.location as string;
      if (location.startsWith(this.redirectUri)) return new URL(location);
      current = await this.request({ url: location });
    }
    throw new Error('too many redirects before /callback');
  }

  async exchangeCode(code: string, verifier: string): Promise<LightMyRequestResponse> {
    return this.request({
      url: '/oidc/token',
      form: {
        grant_type: 'authorization_code',
        client_id: this.config.identity.clientId,
        redirect_uri: this.redirectUri,
        code,
        code_verifier: verifier,
      },
    });
  }

  async refresh(refreshToken: string): Promise<LightMyRequestResponse> {
    return this.request({
      url: '/oidc/token',
      form: {
        grant_type: 'refresh_token',
        client_id: this.config.identity.clientId,
        refresh_token: refreshToken,
      },
    });
  }

  /** The app's sign-out: the confirmation page, then the confirming form post. */
  async signOut(idTokenHint?: string): Promise<LightMyRequestResponse> {
    const query = new URLSearchParams({
      post_logout_redirect_uri: `${this.config.publicUrl}/`,
      client_id: this.config.identity.clientId,
      ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
    });
    const page = await this.request({ url: `/oidc/session/end?${query}` });
    expect(page.statusCode, page.body).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(action && xsrf, page.body).toBeTruthy();
    return this.request({
      url: toPath(action!.replace(/&amp;/g, '&')),
      form: { xsrf: xsrf!, logout: 'yes' },
    });
  }

  /** The whole registration: authorize → registration page → form → code → tokens. */
  async register(account: TestAccount): Promise<TokenResponse> {
    const { interactionPath, verifier } = await this.startSignIn({ screen: 'register' });
    const submitted = await this.request({
      url: `${interactionPath}/register`,
      form: { name: account.name, email: account.email, password: account.password },
    });
    return this.tokensAfter(submitted, verifier);
  }

  async signIn(account: Pick<TestAccount, 'email' | 'password'>): Promise<TokenResponse> {
    const { interactionPath, verifier } = await this.startSignIn();
    const submitted = await this.request({
      url: `${interactionPath}/login`,
      form: { email: account.email, password: account.password },
    });
    return this.tokensAfter(submitted, verifier);
  }

  /**
   * The password step of a sign-in for an account with two-factor sign-in on (decision 053):
   * it answers with the code page, not the callback. Finish with submitCode and tokensAfter.
   */
  async signInUpToCode(account: Pick<TestAccount, 'email' | 'password'>) {
    const { interactionPath, verifier } = await this.startSignIn();
    const submitted = await this.request({
      url: `${interactionPath}/login`,
      form: { email: account.email, password: account.password },
    });
    expect(submitted.statusCode, submitted.body).toBe(303);
    expect(toPath(submitted.headers.location as string)).toBe(`${interactionPath}/two-factor`);
    return { interactionPath, verifier };
  }

  async submitCode(interactionPath: string, code: string): Promise<LightMyRequestResponse> {
    return this.request({ url: `${interactionPath}/two-factor`, form: { code } });
  }

  async tokensAfter(submitted: LightMyRequestResponse, verifier: string) {
    expect(submitted.statusCode, submitted.body).toBe(303);
    const callback = await this.followToCallback(submitted);
    const code = callback.searchParams.get('code');
    expect(code, callback.href).toBeTruthy();
    const tokens = await this.exchangeCode(code!, verifier);
    expect(tokens.statusCode, tokens.body).toBe(200);
    return tokens.json<TokenResponse>();
  }
}
