import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

// Real resumes people wrote, beside the project and read in place (never copied into it).
const corpus = fileURLToPath(new URL('../../../../shared/corpus/resume-files/', import.meta.url));
const firstPdf = existsSync(corpus)
  ? readdirSync(corpus)
      .filter((name) => name.endsWith('.pdf'))
      .sort()[0]
  : undefined;

describe.skipIf(!firstPdf)('reviewing an imported PDF beside its own pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('draws the file’s pages next to what was read, on request', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser);
    context.setDefaultTimeout(30_000);
    await registerThroughUi(page, accountFactory());
    await page.goto('/my-resumes');
    await page.getByRole('heading', { name: 'No resumes yet' }).waitFor();
    await page.getByLabel('Import a resume').setInputFiles(`${corpus}${firstPdf}`);

    const dialog = page.getByRole('dialog', { name: 'Review your imported resume' });
    await dialog.waitFor();
    const toggle = dialog.getByRole('button', { name: 'Show the original beside it' });
    await toggle.click();
    const panel = dialog.getByRole('region', { name: 'The original file' });
    const firstPage = panel.getByRole('img', {
      name: new RegExp(`^Page 1 of \\d+ of ${firstPdf}`),
    });
    await firstPage.waitFor();
    // Drawn, not a broken image: the page has the width it was drawn at.
    expect(await firstPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      300,
    );
    expect(await dialog.getByRole('button', { name: 'Hide the original' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
