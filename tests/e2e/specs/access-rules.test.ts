import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';

const signedInRoutes = [
  '/dashboard',
  '/resume',
  '/my-resumes',
  '/my-resumes/abc',
  '/my-resumes/abc/apply',
  '/resumes',
  '/cover-letters',
  '/cover-letters/abc',
  '/job-tracker',
  '/subscription',
  '/settings',
];

const publicRoutes: [string, RegExp][] = [
  ['/', /resume/i],
  ['/about', /.+/],
  ['/ai-resume-builder', /.+/],
  ['/blog', /.+/],
  ['/contact', /.+/],
  ['/pricing', /.+/],
  ['/preview-editor', /.+/],
  ['/cookies', /.+/],
];

describe('route access rules', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each(signedInRoutes)(
    'sends an anonymous visitor of %s to /login and on to sign-in',
    async (route) => {
      const { context, page } = await newPage(browser);
      const visited: string[] = [];
      // Redirects never reach 'framenavigated'; navigation requests show every hop.
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame())
          visited.push(request.url());
      });
      // The client router replaces history on its way to /login; record the paths it passes.
      // sessionStorage outlives the redirect to the provider's (same-origin) sign-in page.
      await page.addInitScript(() => {
        const record = () => {
          const seen = JSON.parse(sessionStorage.getItem('__paths') ?? '[]') as string[];
          seen.push(location.pathname + location.search);
          sessionStorage.setItem('__paths', JSON.stringify(seen));
        };
        const replace = history.replaceState.bind(history);
        history.replaceState = (...args) => (replace(...args), record());
      });
      await page.goto(route);
      await page.getByRole('heading', { name: 'Sign in to Resumio' }).waitFor();
      const paths = visited.map((u) => new URL(u));
      const authorize = paths.find((u) => u.pathname.endsWith('/oidc/auth'));
      expect(authorize, 'went through the authorization endpoint').toBeDefined();
      expect(authorize!.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize!.searchParams.get('redirect_uri')).toMatch(/\/callback$/);
      expect(authorize!.searchParams.get('audience')).toMatch(/\/api$/);
      expect(authorize!.searchParams.get('state')).toBeTruthy();
      const clientPaths = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('__paths') ?? '[]') as string[],
      );
      expect(clientPaths).toContain(`/login?returnTo=${encodeURIComponent(route)}`);
      await context.close();
    },
  );

  it.each(publicRoutes)('lets an anonymous visitor see %s', async (route, text) => {
    const { context, page } = await newPage(browser);
    await page.goto(route);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toMatch(text);
    expect(new URL(page.url()).pathname).toBe(route);
    await context.close();
  });

  it('shows a not-found page with a way on for an unknown path, answered with 404', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const response = await page.goto('/pricng');
    expect(response?.status()).toBe(404);
    // The browser reports the 404 of the page itself; that status is this journey's point.
    expect(consoleErrors.every((error) => error.includes('404'))).toBe(true);
    consoleErrors.length = 0;
    await page.getByRole('heading', { level: 1, name: "We couldn't find that page" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricng');
    expect(await page.title()).toMatch(/Page not found/);

    // Inside the app, an unknown address shows the same page without a reload.
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      history.pushState({}, '', '/no/such/page');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: "We couldn't find that page" }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows the Terms and Privacy pages to visitors (no external address is configured)', async () => {
    const { context, page } = await newPage(browser);
    for (const [route, title] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ]) {
      await page.goto(route!);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(route);
    }
    await context.close();
  });
});
