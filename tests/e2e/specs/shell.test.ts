import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStarted, launchBrowser, newPage } from '../support/browser.ts';

describe('application shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the Loading... overlay on a path change and hides it after 500 ms', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const overlay = page.getByTestId('page-loading-overlay');
    await appStarted(page);
    await overlay.waitFor({ state: 'hidden' });
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await overlay.waitFor({ state: 'visible' });
    expect(await overlay.getAttribute('role')).toBe('status');
    expect(await overlay.textContent()).toContain('Loading...');
    const shownAt = Date.now();
    await overlay.waitFor({ state: 'hidden' });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(300);
    await context.close();
  });

  it('pushes one page_view per navigation to the data layer', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await appStarted(page);
    const footer = page.locator('footer');
    for (const name of ['About', 'Pricing', 'Blog', 'Contact']) {
      await footer.getByRole('link', { name }).click();
      await page.waitForFunction(
        (n) =>
          ((window as unknown as { dataLayer: { event: string }[] }).dataLayer ?? []).filter(
            (e) => e.event === 'page_view',
          ).length === n,
        ['About', 'Pricing', 'Blog', 'Contact'].indexOf(name) + 2,
      );
    }
    const views = await page.evaluate(() =>
      (window as unknown as { dataLayer: { event: string; page_path: string }[] }).dataLayer
        .filter((e) => e.event === 'page_view')
        .map((e) => e.page_path),
    );
    expect(views).toEqual(['/', '/about', '/pricing', '/blog', '/contact']);
    await context.close();
  });

  it('scrolls to the top on a change of path', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 600 } });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('renders the error fallback when a component throws', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.addInitScript(() => {
      (
        window as unknown as { __RESUMIO_FORCE_RENDER_ERROR__: boolean }
      ).__RESUMIO_FORCE_RENDER_ERROR__ = true;
    });
    await page.goto('/about');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(await page.locator('body').textContent()).toContain(
      'An unexpected error occurred. Please try reloading the page. If the problem persists, contact support.',
    );
    const reload = page.getByRole('button', { name: 'Reload Page' });
    expect(await reload.isVisible()).toBe(true);
    expect(consoleErrors.length).toBeGreaterThan(0);
    // The thrown error is this journey's point, not a fault.
    consoleErrors.length = 0;
    await context.close();
  });

  it('serves the default SEO metadata in the HTML itself', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.request.get('/');
    const html = await response.text();
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*og-image\.png"/);
    expect(html).toContain('<meta property="og:image:width" content="1200"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    expect(ld).not.toBeNull();
    const data = JSON.parse(ld![1]!);
    expect(data['@type']).toBe('WebApplication');
    expect(data.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
    expect(data.aggregateRating).toMatchObject({ ratingValue: '4.8', ratingCount: '1250' });
    const image = await page.request.get('/og-image.png');
    expect(image.status()).toBe(200);
    const png = await image.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    await context.close();
  });
});
