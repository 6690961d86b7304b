import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/build-test-app.ts';
import { accountFactory } from './support/account-factory.ts';
import { EmbeddedClient } from './support/embedded-client.ts';

/** The text of the <label> bound to an input id. */
const labelFor = (html: string, id: string) =>
  new RegExp(`<label for="${id}">([^<]*)</label>`).exec(html)?.[1];
const inputTag = (html: string, id: string) =>
  new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
const alertText = (html: string) =>
  /<div class="alert" role="alert"[^>]*>([\s\S]*?)<\/div>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, ' ');

describe.each(testDialects())('sign-in and registration pages (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  async function openPage(screen?: 'register') {
    const client = new EmbeddedClient(t.app, t.config);
    const { interactionPath } = await client.startSignIn(screen ? { screen } : {});
    const page = await client.request({ url: interactionPath });
    return { client, interactionPath, page };
  }

  it('shows the sign-in page with labelled fields and a strict, script-free policy', async () => {
    const { page, interactionPath } = await openPage();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<h1>Sign in to Resumio</h1>');
    expect(labelFor(html, 'email')).toBe('Email');
    expect(labelFor(html, 'password')).toBe('Password');
    expect(inputTag(html, 'email')).toContain('type="email"');
    expect(inputTag(html, 'password')).toContain('autocomplete="current-password"');
    expect(html).toMatch(/<button class="button" type="submit">Sign in<\/button>/);
    expect(html).toContain(`<a href="${interactionPath}?screen=register">Create an account</a>`);
    expect(html).toContain(`action="${interactionPath}/login"`);
    expect(html).toContain('<a class="brand" href="http://localhost:3999/">Resumio</a>');
    expect(html).not.toMatch(/<script|style=/i);

    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(
      `form-action 'self' ${TEST_PUBLIC_URL} http://localhost:5173 http://127.0.0.1:5173`,
    );
  });

  it('serves its stylesheet from a versioned, long-cached URL', async () => {
    const { page } = await openPage();
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)?.[1];
    expect(href).toMatch(/^\/oidc-assets\/auth\.css\?v=[0-9a-f]{12}$/);
    const css = await t.app.inject({ url: href! });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toContain('#4f46e5');
  });

  it('opens the registration page when the app asks for screen=register', async () => {
    const { page, interactionPath } = await openPage('register');
    const html = page.body;
    expect(html).toContain('<h1>Create your Resumio account</h1>');
    expect(labelFor(html, 'name')).toBe('Full name');
    expect(labelFor(html, 'email')).toBe('Email');
    expect(labelFor(html, 'password')).toBe('Password');
    expect(html).toContain('<p class="hint" id="password-hint">At least 8 characters</p>');
    expect(inputTag(html, 'password')).toContain('aria-describedby="password-hint"');
    expect(inputTag(html, 'password')).toContain('autocomplete="new-password"');
    expect(html).toMatch(/<button class="button" type="submit">Create account<\/button>/);
    expect(html).toContain(`<a href="${interactionPath}?screen=login">Sign in instead</a>`);
  });

  it('switches between the two pages with ?screen=', async () => {
    const { client, interactionPath } = await openPage();
    const register = await client.request({ url: `${interactionPath}?screen=register` });
    expect(register.body).toContain('<h1>Create your Resumio account</h1>');
    const signIn = await client.request({ url: `${interactionPath}?screen=login` });
    expect(signIn.body).toContain('<h1>Sign in to Resumio</h1>');
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const account = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(account);

    const wrongPassword = await openPage();
    const wrong = await wrongPassword.client.request({
      url: `${wrongPassword.interactionPath}/login`,
      form: { email: account.email, password: 'Not-The-Right-One-42' },
    });
    const unknownEmail = await openPage();
    const unknown = await unknownEmail.client.request({
      url: `${unknownEmail.interactionPath}/login`,
      form: { email: 'nobody-here@example.com', password: 'Not-The-Right-One-42' },
    });

    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(alertText(response.body)).toContain('Incorrect email or password.');
      expect(response.body).not.toContain('Not-The-Right-One-42');
      expect(inputTag(response.body, 'password')).toContain('autofocus');
    }
    expect(inputTag(wrong.body, 'email')).toContain(`value="${account.email}"`);
    expect(inputTag(unknown.body, 'email')).toContain('value="nobody-here@example.com"');
  });

  it('signs in with a differently cased email', async () => {
    const account = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(account);
    const tokens = await new EmbeddedClient(t.app, t.config).signIn({
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(tokens.access_token).toBeTruthy();
  });

  it('shows inline errors for an empty sign-in form', async () => {
    const { client, interactionPath } = await openPage();
    const response = await client.request({ url: `${interactionPath}/login`, form: {} });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(inputTag(html, 'email')).toContain('aria-invalid="true"');
    expect(inputTag(html, 'email')).toContain('aria-describedby="email-error"');
    expect(html).toContain('<p class="field-error" id="email-error">Enter your email address.</p>');
    expect(html).toContain('<p class="field-error" id="password-error">Enter your password.</p>');
    expect(alertText(html)).toContain('Enter your email address.');
    expect(html).toContain('<a href="#email">Enter your email address.</a>');
    expect(html).toContain('<title>Error: Sign in · Resumio</title>');
  });

  it.each([
    ['a short password', 'Ab1-xyz', 'Use at least 8 characters.'],
    [
      'a common password',
      'Password123',
      'This password is too common. Choose something harder to guess.',
    ],
    ['the email as password', undefined, "Your password can't be your email address."],
  ])('refuses %s on registration', async (_case, password, message) => {
    const account = accountFactory();
    const { client, interactionPath } = await openPage('register');
    const response = await client.request({
      url: `${interactionPath}/register`,
      form: { name: account.name, email: account.email, password: password ?? account.email },
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain(
      `<p class="field-error" id="password-error">${message.replace("'", '&#39;')}</p>`,
    );
    expect(inputTag(html, 'password')).toContain('aria-invalid="true"');
    expect(inputTag(html, 'password')).toContain('aria-describedby="password-hint password-error"');
    expect(inputTag(html, 'password')).not.toContain('value=');
    expect(inputTag(html, 'name')).toContain(`value="${account.name}"`);
    expect(inputTag(html, 'email')).toContain(`value="${account.email}"`);
    const count = await t.app.db
      .selectFrom('identity_accounts')
      .where('email', '=', account.email)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('reports every registration problem at once', async () => {
    const { client, interactionPath } = await openPage('register');
    const response = await client.request({
      url: `${interactionPath}/register`,
      form: { name: ' ', email: 'not-an-email', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    const summary = alertText(response.body);
    expect(summary).toContain('Enter your full name.');
    expect(summary).toContain('Enter a valid email address, like name@example.com.');
    expect(summary).toContain('Use at least 8 characters.');
    expect(inputTag(response.body, 'name')).toContain('autofocus');
  });

  it('refuses a full name longer than 100 characters', async () => {
    const { client, interactionPath } = await openPage('register');
    const account = accountFactory({ name: 'N'.repeat(101) });
    const response = await client.request({
      url: `${interactionPath}/register`,
      form: { ...account },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Use at most 100 characters for your name.');
  });

  it('escapes what the person typed when showing it again', async () => {
    const { client, interactionPath } = await openPage('register');
    const response = await client.request({
      url: `${interactionPath}/register`,
      form: { name: '"><script>alert(1)</script>', email: 'x@example.com', password: 'short' },
    });
    expect(response.body).not.toContain('<script>');
    expect(inputTag(response.body, 'name')).toContain(
      'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
  });

  it('answers a taken address, whatever its case, without saying it is taken', async () => {
    const account = accountFactory();
    await new EmbeddedClient(t.app, t.config).register(account);
    const { client, interactionPath } = await openPage('register');
    const intruder = accountFactory({ email: account.email.toUpperCase() });
    const response = await client.request({
      url: `${interactionPath}/register`,
      form: { ...intruder },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('<h1>Sign in to continue</h1>');
    expect(response.body).not.toMatch(/already|exists|taken|in use/i);
    expect(response.body).not.toContain(account.email);
    expect(response.body).toContain(`href="${interactionPath}?screen=login"`);

    // Nobody was signed in and the account is as it was.
    const stored = await t.database.db
      .selectFrom('identity_accounts')
      .select('name')
      .where('email', '=', account.email)
      .execute();
    expect(stored).toEqual([{ name: account.name }]);
    const signIn = await client.request({ url: `${interactionPath}?screen=login` });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain('<h1>Sign in to Resumio</h1>');

    // The owner carries on from there, in the same sign-in.
    const submitted = await client.request({
      url: `${interactionPath}/login`,
      form: { email: account.email, password: account.password },
    });
    const callback = await client.followToCallback(submitted);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('treats a form posted without the interaction cookie as an expired page', async () => {
    const { interactionPath } = await openPage();
    const stranger = new EmbeddedClient(t.app, t.config);
    const account = accountFactory();
    const response = await stranger.request({
      url: `${interactionPath}/register`,
      form: { ...account },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<h1>This sign-in page has expired</h1>');
    expect(response.body).toContain(`href="${TEST_PUBLIC_URL}/login"`);
    const created = await t.app.db
      .selectFrom('identity_accounts')
      .where('email', '=', account.email)
      .selectAll()
      .executeTakeFirst();
    expect(created).toBeUndefined();
  });

  it('shows the expired page for an unknown interaction', async () => {
    const response = await t.app.inject({ url: '/oidc/interaction/does-not-exist' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This sign-in page has expired');
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', { AUTH_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  it('renders the page with a "Too many attempts" message once the limit is reached', async () => {
    const client = new EmbeddedClient(t.app, t.config);
    const { interactionPath } = await client.startSignIn();
    const attempt = () =>
      client.request({
        url: `${interactionPath}/login`,
        form: { email: 'someone@example.com', password: 'Wrong-Password-1' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toContain('<h1>Sign in to Resumio</h1>');
    expect(alertText(limited.body)).toMatch(
      /Too many attempts\. Please wait \d+ seconds and try again\./,
    );
  });
});
