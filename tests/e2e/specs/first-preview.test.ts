import { createResume, type TemplateId } from '@resumio/resume';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';

const pages = (page: Page) => page.locator('[data-testid="resume-preview-pages"]');

/** How many times every page of the preview has been brought up to date. */
const paintCount = async (page: Page) =>
  Number((await pages(page).getAttribute('data-paint-count')) ?? 0);

function tryOut(templateId: TemplateId = 'modern') {
  const resume = createResume({ title: 'Try-out', templateId, name: 'Hedy Lamarr' });
  return {
    ...resume,
    basics: { ...resume.basics, label: 'Inventor', summary: 'Frequency hopping, 1942.' },
    work: [{ name: 'Studio', position: 'Actor', highlights: ['Co-invented spread spectrum.'] }],
  };
}

async function openWithDocument(page: Page, document: unknown) {
  await page.goto('/');
  await page.evaluate(
    (json) => localStorage.setItem('resumio.preview-editor.document', json),
    JSON.stringify(document),
  );
  await page.goto('/preview-editor');
}

describe('the first preview', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('is drawn by the server, then edits are drawn by the browser once its engine is warm', async () => {
    const { page } = await newPage(browser);
    const previews: string[] = [];
    const workers: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/resume-preview')) previews.push(request.postData() ?? '');
    });
    page.on('worker', (worker) => workers.push(worker.url()));
    await openWithDocument(page, tryOut());
    await expect.poll(() => paintCount(page), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(previews).toHaveLength(1);
    expect(JSON.parse(previews[0]!).document.basics.name).toBe('Hedy Lamarr');

    // The browser's engine starts after the first preview and warms on the same document.
    await expect
      .poll(() => workers.some((url) => url.includes('pdf-preview.worker')), { timeout: 30_000 })
      .toBe(true);
    await page.waitForTimeout(3_000);
    const asked = previews.length;
    const painted = await paintCount(page);
    await page.getByLabel('Full name').fill('Hedy Kiesler Lamarr');
    await expect.poll(() => paintCount(page), { timeout: 30_000 }).toBeGreaterThan(painted);
    expect(previews.length).toBe(asked);
  });

  it('is drawn by the browser when the server cannot draw it', async () => {
    const { page, consoleErrors } = await newPage(browser);
    await page.route('**/api/resume-preview', (route) => route.abort('failed'));
    await openWithDocument(page, tryOut());
    await expect.poll(() => paintCount(page), { timeout: 30_000 }).toBeGreaterThan(0);
    const canvas = pages(page).locator('canvas').first();
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(0);
    expect(await page.getByText('The preview could not be drawn').count()).toBe(0);
    // The refused request is the only error, and it is the one this test provoked.
    expect(consoleErrors.every((line) => /Failed to load resource/.test(line))).toBe(true);
    consoleErrors.length = 0;
  });

  it('of a premium template is drawn by the browser without asking the server', async () => {
    const { page } = await newPage(browser);
    const previews: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/resume-preview')) previews.push(request.url());
    });
    await openWithDocument(page, tryOut('executive'));
    await expect.poll(() => paintCount(page), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(previews).toEqual([]);
  });
});
