import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { baseURL, launchBrowser, newPage } from '../support/browser.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The built product once more, with extra settings, on its own port and database. */
async function startServer(env: Record<string, string>): Promise<{ url: string; stop(): void }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const url = `http://localhost:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'resumio-shell-'));
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SQLITE_PATH: join(dir, 'app.db'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('the second server did not start');
}

type DataLayerEntry = {
  event?: string;
  page_path?: string;
  page_location?: string;
  page_title?: string;
};

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'page_view',
    ),
  );

const providerScreen = (page: Page) =>
  page.getByRole('heading', { name: /^(Sign in to Resumio|Create your Resumio account)$/ });

describe('application shell', () => {
  let browser: Browser;
  // Closed after every test, passed or failed, so a page left redirecting cannot disturb the next.
  const contexts: BrowserContext[] = [];
  const open = async (options?: Parameters<typeof newPage>[1]) => {
    const opened = await newPage(browser, options);
    contexts.push(opened.context);
    return opened;
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => browser?.close());

  describe('Back from the sign-in screen', () => {
    it('returns to the page where Sign in was chosen', async () => {
      const { page } = await open();
      await page.goto('/pricing');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await providerScreen(page).waitFor();

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/pricing');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Nothing sends the browser on to the provider again.
      await page.waitForTimeout(1000);
      expect(new URL(page.url()).pathname).toBe('/pricing');
    });

    it('returns to the page before a signed-in page that sent the visitor to sign in', async () => {
      const { page } = await open();
      await page.goto('/about');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto('/my-resumes');
      await providerScreen(page).waitFor();

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/about');
      await page.waitForTimeout(1000);
      expect(new URL(page.url()).pathname).toBe('/about');
    });
  });

  describe('opened under another host name', () => {
    it('moves to PUBLIC_URL, where registration and sign-in work', async () => {
      const { page } = await open();
      const publicUrl = new URL(baseURL());
      const loopback = `http://127.0.0.1:${publicUrl.port}`;
      await page.goto(`${loopback}/pricing?plan=premium`);
      expect(page.url()).toBe(`${publicUrl.origin}/pricing?plan=premium`);

      const account = accountFactory();
      await page.goto(`${loopback}/register`);
      await page.getByRole('heading', { name: 'Create your Resumio account' }).waitFor();
      await page.getByLabel('Full name').fill(account.name);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL('**/dashboard');
      expect(new URL(page.url()).origin).toBe(publicUrl.origin);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });

    it('still answers health probes on any host', async () => {
      const port = new URL(baseURL()).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { redirect: 'manual' });
      expect(res.status).toBe(200);
    });
  });

  describe('page views in the data layer', () => {
    it('never carry the sign-in code and skip /callback', async () => {
      const { page } = await open();
      let code = '';
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/callback') code = url.searchParams.get('code') ?? '';
      });
      await registerThroughUi(page, accountFactory());
      expect(code).not.toBe('');
      await page.waitForFunction(() =>
        ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).some(
          (entry) => entry.event === 'page_view' && entry.page_path === '/dashboard',
        ),
      );

      const views = await pageViews(page);
      expect(views.map((view) => view.page_path)).toEqual(['/dashboard']);
      const everything = JSON.stringify(
        await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer),
      );
      expect(everything).not.toContain(code);
      expect(everything).not.toMatch(/[?&](code|state)=/);
    });

    it('count an unknown path once, as the not-found page it shows', async () => {
      const { page, consoleErrors } = await open();
      await page.goto('/no/such/page');
      await page.getByRole('heading', { level: 1, name: "We couldn't find that page" }).waitFor();
      // The browser reports the page's own 404 status.
      expect(consoleErrors.every((error) => error.includes('404'))).toBe(true);
      consoleErrors.length = 0;
      await page.waitForFunction(() =>
        ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).some(
          (entry) => entry.event === 'page_view',
        ),
      );
      const views = await pageViews(page);
      expect(views.map((view) => view.page_path)).toEqual(['/no/such/page']);
      expect(views[0]?.page_title).toMatch(/Page not found/);
    });

    it('count nothing for /login, which only hands over to the provider', async () => {
      const { page } = await open();
      // A 204 answer keeps the /login document open, so what it pushed can be read.
      let handedOver: () => void = () => {};
      const handOver = new Promise<void>((resolve) => (handedOver = resolve));
      await page.route('**/oidc/auth**', (route: Route) => {
        handedOver();
        return route.fulfill({ status: 204 });
      });
      await page.goto('/login?returnTo=%2Fpricing');
      await handOver;
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await pageViews(page)).toEqual([]);
    });
  });

  describe('social sharing tags', () => {
    it('name the card image with an absolute address, in the HTML and after navigation', async () => {
      const { page } = await open();
      const image = `${new URL(baseURL()).origin}/og-image.png`;
      const html = await (await page.request.get('/')).text();
      expect(html).toContain(`<meta property="og:image" content="${image}"`);
      expect(html).toContain(`<meta name="twitter:image" content="${image}"`);

      await page.goto('/');
      await page.locator('footer').getByRole('link', { name: 'About' }).click();
      await page.waitForURL('**/about');
      await page.waitForFunction(() => document.title.startsWith('About'));
      const content = (selector: string) =>
        page.locator(selector).getAttribute('content', { timeout: 5000 });
      expect(await content('meta[property="og:image"]')).toBe(image);
      expect(await content('meta[name="twitter:image"]')).toBe(image);
      expect(await content('meta[property="og:title"]')).toBe('About | Resumio');
    });
  });

  describe('while the session is being refreshed', () => {
    it('shows the skeleton layout until the new token arrives', async () => {
      const { page } = await open();
      await registerThroughUi(page, accountFactory());
      await page.getByRole('heading', { level: 1 }).waitFor();

      // Held from before the token ages: a refresh the open page starts then must not spend the
      // refresh token behind the test's back.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let refreshing = false;
      await page.route('**/oidc/token', async (route: Route) => {
        refreshing = true;
        await released;
        // A refresh the page started before reloading was cancelled with it.
        await route.continue().catch(() => undefined);
      });

      // Age the stored access token so the next page load has to refresh it first.
      await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
        const user = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
        user.expires_at = Math.floor(Date.now() / 1000) - 120;
        localStorage.setItem(key, JSON.stringify(user));
      });
      await page.reload();
      const skeleton = page.getByTestId('page-skeleton');
      await skeleton.waitFor({ state: 'visible' });
      await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
      expect(refreshing).toBe(true);
      expect(await skeleton.isVisible()).toBe(true);
      expect(await skeleton.getAttribute('aria-busy')).toBe('true');

      release();
      await skeleton.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  });

  describe("the product's own legal pages", () => {
    for (const [path, title, section] of [
      ['/terms', 'Terms of Service', 'Plans, payment and cancellation'],
      ['/privacy', 'Privacy Policy', 'Cookies and browser storage'],
    ] as const) {
      it(`${path} shows the ${title} on the site, readable and accessible`, async () => {
        for (const viewport of [
          { width: 1280, height: 900 },
          { width: 390, height: 844 },
        ]) {
          const { page } = await open({ viewport });
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
          expect(await page.locator('main').textContent()).toMatch(/Last updated: \w+ \d+, \d{4}/);
          await page.getByRole('heading', { level: 2, name: section }).waitFor();
          expect(await seriousViolations(page)).toEqual([]);

          // Stays on the site: no redirect notice, and no redirect once the notice's delay is over.
          expect(await page.locator('main').textContent()).not.toMatch(/being redirected/);
          if (viewport.width > 1000) await page.waitForTimeout(3500);
          expect(new URL(page.url()).pathname).toBe(path);

          // The contents list is usable from the keyboard.
          const contents = page.getByRole('navigation', { name: 'On this page' });
          const link = contents.getByRole('link', { name: section });
          await link.focus();
          await page.keyboard.press('Enter');
          await page.waitForURL((url) => url.hash.length > 1);
          expect(
            await page.evaluate(() => document.querySelector(location.hash)?.tagName ?? null),
          ).toBe('H2');
          const sectionInView = () =>
            page.evaluate(() => {
              const top = document.querySelector(location.hash)!.getBoundingClientRect().top;
              return top >= 0 && top < window.innerHeight;
            });
          expect(await sectionInView()).toBe(true);

          // A link straight to a section opens there.
          const sectionUrl = page.url();
          await page.goto('/');
          await page.goto(sectionUrl);
          await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
          await page.waitForFunction(() => window.scrollY > 200);
          expect(await sectionInView()).toBe(true);
        }
      });
    }
  });

  describe('legal pages with external policy addresses configured', () => {
    let server: { url: string; stop(): void } | undefined;
    beforeAll(async () => {
      server = await startServer({
        TERMS_URL: 'https://policies.example.org/terms',
        PRIVACY_URL: 'https://policies.example.org/privacy',
      });
    });
    afterAll(() => server?.stop());

    it('say the visitor is being redirected, link there, and go', async () => {
      const { page } = await open();
      await page.route('https://policies.example.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Hosted policy</title>' }),
      );
      await page.goto(`${server!.url}/privacy`);
      await page.getByText('You are being redirected to our Privacy Policy…').waitFor();
      expect(
        await page.getByRole('link', { name: 'open the Privacy Policy' }).getAttribute('href'),
      ).toBe('https://policies.example.org/privacy');
      await page.waitForURL('https://policies.example.org/privacy');
    });
  });
});
