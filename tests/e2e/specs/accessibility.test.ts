import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

describe('accessibility (axe)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each(['/', '/about', '/pricing', '/blog', '/contact', '/ai-resume-builder'])(
    'finds no serious violation on %s',
    async (route) => {
      const { context, page } = await newPage(browser);
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('finds no serious violation in the try-out editor beside its preview', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto('/preview-editor');
    await page.getByRole('region', { name: 'Resume preview' }).waitFor();
    await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds no serious violation on the sign-in and registration screens', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to Resumio' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your Resumio account' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds no serious violation on the Dashboard, on a phone too', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 375, height: 812 } });
    await registerThroughUi(page, accountFactory());
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps every page readable in dark mode, chosen in the footer and kept on the next visit', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/pricing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    // Chosen on the prerendered page, perhaps before its script runs: taken up once it does.
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await background()).not.toBe(light);
    expect(await seriousViolations(page)).toEqual([]);
    for (const route of ['/contact']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(await seriousViolations(page)).toEqual([]);
    }
    await context.close();
  }, 120_000);
});
