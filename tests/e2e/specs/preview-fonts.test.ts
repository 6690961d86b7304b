import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';

const pages = (page: Page) => page.locator('[data-testid="resume-preview-pages"] canvas');
const failure = (page: Page) => page.getByText('The preview could not be drawn');

/** The error box's whole text, so a failure says what went wrong. */
const alertText = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ has: failure(page) })
    .first()
    .innerText();

/** True while the preview is drawing: its first draw, or a redraw after a change. */
async function drawing(page: Page): Promise<boolean> {
  const first = await page.getByText('Drawing the preview…').count();
  const again = await page.locator('span[aria-hidden="false"]', { hasText: 'Updating…' }).count();
  return first + again > 0;
}

/** Share of the first page's pixels that are not white: ink the worker drew. */
const inkOnFirstPage = (page: Page) =>
  pages(page)
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) ink += 1;
      return ink / (data.length / 4);
    });

/** Waits for the redraw after a change, then expects a drawn page and no error. */
async function redrawn(page: Page) {
  // Changes are debounced before the worker is asked to draw.
  await page.waitForTimeout(800);
  await expect.poll(() => drawing(page), { timeout: 30_000 }).toBe(false);
  const shown = (await failure(page).count()) > 0;
  expect(shown ? await alertText(page) : '').toBe('');
  await pages(page).first().waitFor({ timeout: 5_000 });
  expect(await inkOnFirstPage(page)).toBeGreaterThan(0.005);
}

describe('the live preview keeps drawing across templates and fonts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('survives template and font changes, and Try again recovers', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    const cjkFiles: string[] = [];
    page.on('request', (request) => {
      if (/noto-sans-(sc|tc|jp|kr)-.*\.woff/.test(request.url())) cjkFiles.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/preview-editor');
    await page.getByRole('button', { name: 'Fill in an example resume' }).click();
    await redrawn(page);

    await page.getByRole('tab', { name: 'Design' }).click();
    for (const template of ['Modern', 'Classic']) {
      // Each template is a radio labelled by its card: name, tier and description.
      const radio = page.getByRole('radio', { name: new RegExp(`^${template}\\b`) });
      await radio.check({ force: true });
      expect(await radio.isChecked()).toBe(true);
      await redrawn(page);
    }
    for (const font of ['lato', 'inter', 'source-serif-4']) {
      await page.getByLabel('Font', { exact: true }).selectOption(font);
      await redrawn(page);
    }

    // A Chinese name draws with the CJK faces, which the worker fetches only now.
    expect(cjkFiles).toEqual([]);
    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByLabel('Full name').fill('杨伟 Yang Wei');
    await redrawn(page);
    expect(cjkFiles.some((url) => url.includes('noto-sans-sc'))).toBe(true);
    expect(await page.getByRole('img', { name: /Resume preview, \d+ pages?/ }).count()).toBe(1);

    // A failed font download shows the error; Try again draws once the files load again.
    await page.route('**/*.woff', (route) => route.abort());
    await page.getByLabel('Full name').fill('김민준 Kim Min-jun');
    await failure(page).waitFor({ timeout: 30_000 });
    await page.unroute('**/*.woff');
    await page.getByRole('button', { name: 'Try again' }).click();
    await redrawn(page);
    expect(errors.filter((e) => /not registered|Helvetica/.test(e))).toEqual([]);
    await context.close();
  });
});
