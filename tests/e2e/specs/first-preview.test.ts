import { createResume, type TemplateId } from '@resumio/resume';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { becomePremium, pageApi } from '../support/page-api.ts';

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
      if (/\/api\/resume-preview(\/pages)?$/.test(request.url()))
        previews.push(request.postData() ?? '');
    });
    page.on('worker', (worker) => workers.push(worker.url()));
    await openWithDocument(page, tryOut());
    await expect.poll(() => paintCount(page), { timeout: 30_000 }).toBeGreaterThan(0);
    // Asked for as the page started, as images of the column's width: no PDF drawn here yet.
    expect(previews).toHaveLength(1);
    const asked = JSON.parse(previews[0]!) as {
      document: { basics: { name: string } };
      widthPx: number;
    };
    expect(asked.document.basics.name).toBe('Hedy Lamarr');
    expect(asked.widthPx).toBeGreaterThan(200);
    expect(
      await page.locator('[data-testid="resume-preview-pages"] canvas').count(),
    ).toBeGreaterThan(0);

    // The browser's engine starts after the first preview and warms on the same document.
    await expect
      .poll(() => workers.some((url) => url.includes('pdf-preview.worker')), { timeout: 30_000 })
      .toBe(true);
    await page.waitForTimeout(3_000);
    const askedBefore = previews.length;
    const painted = await paintCount(page);
    await page.getByLabel('Full name').fill('Hedy Kiesler Lamarr');
    await expect.poll(() => paintCount(page), { timeout: 30_000 }).toBeGreaterThan(painted);
    expect(previews.length).toBe(askedBefore);
  });

  it('is drawn by the browser when the server cannot draw it', async () => {
    const { page, consoleErrors } = await newPage(browser);
    await page.route(/\/api\/resume-preview/, (route) => route.abort('failed'));
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
      if (request.url().includes('/api/resume-preview')) previews.push(request.url());
    });
    await openWithDocument(page, tryOut('executive'));
    await expect.poll(() => paintCount(page), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(previews).toEqual([]);
  });

  it('of a Premium member’s premium template is drawn by the server', async () => {
    const { page } = await newPage(browser);
    await registerThroughUi(page, accountFactory());
    await becomePremium(page);
    const created = await pageApi<{ id: string }>(page, '/api/resumes', {
      body: { source: 'document', document: tryOut('executive') },
    });
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/resume-preview/pages')) answers.push(response.status());
    });
    await page.goto(`/my-resumes/${created.id}`);
    await expect.poll(() => paintCount(page), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(answers).toEqual([200]);
  });
});
