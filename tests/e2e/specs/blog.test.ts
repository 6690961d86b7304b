import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { baseURL, launchBrowser, newPage, snapshot } from '../support/browser.ts';

/** The page has hydrated and counted its view: links now move within the app. */
async function pageViews(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction(
    (n) =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === 'page_view',
      ).length >= n,
    count,
  );
  return page.evaluate(() =>
    (window as unknown as { dataLayer: { event: string; page_path: string }[] }).dataLayer
      .filter((e) => e.event === 'page_view')
      .map((e) => e.page_path),
  );
}

describe('the blog', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('leads from /blog through a category to an article', async () => {
    const { page } = await newPage(browser);
    await page.goto('/blog');
    await page
      .getByRole('heading', { level: 1, name: 'Career advice that gets you hired' })
      .waitFor();
    await pageViews(page, 1);
    await snapshot(page, 'blog-index');

    await page
      .getByRole('navigation', { name: 'Blog categories' })
      .getByRole('link', { name: 'Resumes' })
      .click();
    await page.waitForURL('**/blog/category/resumes');
    await page.getByRole('heading', { level: 1, name: 'Resume writing advice' }).waitFor();
    await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'blog-category');

    const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const title = (await first.textContent())!;
    await first.getByRole('link').click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
    const slug = new URL(page.url()).pathname;

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Resumes' }).getAttribute('href')).toBe(
      '/blog/category/resumes',
    );
    expect(
      await page
        .getByText(/\d+ min read/)
        .first()
        .isVisible(),
    ).toBe(true);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const firstSection = toc.getByRole('link').first();
    const target = (await firstSection.getAttribute('href'))!;
    expect(await page.locator(target).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Build my resume' }).getAttribute('href')).toBe(
      '/resume',
    );
    expect(await page.getByRole('link', { name: /^LinkedIn/ }).getAttribute('href')).toContain(
      encodeURIComponent(`${baseURL()}${slug}`),
    );
    expect(await page.getByRole('region', { name: 'Keep reading' }).isVisible()).toBe(true);
    expect(await page.title()).toBe(`${title} | Resumio`);
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'blog-article');

    expect(await pageViews(page, 3)).toEqual(['/blog', '/blog/category/resumes', slug]);
  });

  it('shows an article to a reader without JavaScript', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/blog/category/interviews');
      const link = page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .first()
        .getByRole('link');
      const title = (await link.textContent())!;
      await link.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const body = page.locator('#article-body');
      expect(await body.locator('p').count()).toBeGreaterThan(3);
      expect(await body.locator('h2').count()).toBeGreaterThan(1);
      expect(await page.getByTestId('page-loading-overlay').count()).toBe(0);
      expect(await page.getByText('needs JavaScript').count()).toBe(0);
      expect(await page.getByRole('img', { name: /.+/ }).first().isVisible()).toBe(true);
      // The section links work without the app, as plain anchors.
      const section = page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link')
        .nth(1);
      await section.click();
      expect(new URL(page.url()).hash).toBe(await section.getAttribute('href'));
      await snapshot(page, 'blog-article-no-js');
    } finally {
      await context.close();
    }
  });

  it('finds no serious violation on an article on a phone', async () => {
    const { page } = await newPage(browser, { viewport: { width: 375, height: 812 } });
    await page.goto('/blog/category/job-search');
    await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .first()
      .getByRole('link')
      .click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
    await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'blog-article-phone');
  });

  it('answers an unknown article with 404 and a way back to the blog', async () => {
    const { page, consoleErrors } = await newPage(browser);
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: "We couldn't find that page" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await pageViews(page, 1);
    await page.getByRole('link', { name: 'Browse all articles' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Career advice that gets you hired' })
      .waitFor();
    // The browser reports the 404 of the page itself; that status is this journey's point.
    expect(consoleErrors.every((error) => error.includes('404'))).toBe(true);
    consoleErrors.length = 0;
  });
});
