import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { pageApi } from '../support/page-api.ts';

describe('sharing a resume by link', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('makes a link in the resume page, shows it to a visitor with no JavaScript, counts the view and ends it', async () => {
    const owner = await newPage(browser);
    await registerThroughUi(owner.page, accountFactory());
    const { id } = await pageApi<{ id: string }>(owner.page, '/api/resumes', {
      body: { source: 'sample', sampleId: 'ml-researcher-pl' },
    });

    await owner.page.goto(`/my-resumes/${id}`);
    const panel = owner.page.locator('#share');
    await panel.getByRole('heading', { name: 'Share a link' }).waitFor();
    await panel.getByRole('button', { name: 'Create a link' }).click();
    const address = panel.getByLabel('Public link');
    await address.waitFor();
    const link = await address.inputValue();
    expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{22}$/);

    // A visitor: another browser context, signed out.
    const visitor = await newPage(browser);
    const scripts: string[] = [];
    visitor.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await visitor.page.goto(link);
    expect(response?.status()).toBe(200);
    await visitor.page.getByRole('heading', { level: 1 }).waitFor();
    expect(scripts).toEqual([]);
    expect(await visitor.page.locator('script').count()).toBe(0);
    expect(await visitor.page.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(await visitor.page.locator('meta[property="og:title"]').count()).toBe(1);
    await visitor.page.getByText(/counts views per day for its owner/).waitFor();
    expect(await seriousViolations(visitor.page)).toEqual([]);

    // The owner sees the view on the resume's page and on its card.
    await owner.page.reload();
    await panel.getByText('1 view', { exact: true }).waitFor();
    await owner.page.goto('/my-resumes');
    await owner.page.getByText(/On · 1 view/).waitFor();

    // Turned off: the visitor's next load is the friendly 410 page.
    await owner.page.goto(`/my-resumes/${id}`);
    await panel.getByRole('button', { name: 'Turn the link off' }).click();
    await panel.getByRole('button', { name: 'Yes, turn it off' }).click();
    await panel.getByRole('button', { name: 'Create a link' }).waitFor();
    const gone = await visitor.page.reload();
    expect(gone?.status()).toBe(410);
    await visitor.page.getByRole('heading', { name: 'This link has ended' }).waitFor();
    // The browser logs the 410 itself; that answer is what this step is about.
    expect(visitor.consoleErrors).toEqual([expect.stringContaining('410')]);
    visitor.consoleErrors.length = 0;
    expect(await seriousViolations(visitor.page)).toEqual([]);
    // A whole journey (sign-up, two browsers, five page loads, two accessibility checks).
  }, 240_000);
});
