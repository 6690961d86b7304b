import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import {
  docxResume,
  linkedInExport,
  type ResumeFixture,
  resumeFixture,
} from '../support/import-fixtures.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Reviews what was read, fixes the name, checks the dialog with axe and saves it. */
async function reviewAndFixName(page: Page, r: ResumeFixture, fixedName: string, save: string) {
  const dialog = page.getByRole('dialog', { name: 'Review your imported resume' });
  await dialog.waitFor();
  expect(await dialog.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(r.email);
  await dialog.getByText(r.position).first().waitFor();
  await dialog.getByText(r.school).first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  const name = dialog.getByRole('textbox', { name: 'Name' });
  expect(await name.inputValue()).toBe(r.name);
  await name.fill(fixedName);
  await dialog.getByRole('button', { name: save }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('importing each file format end to end', () => {
  let browser: Browser;
  let downloads: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    downloads = mkdtempSync(join(tmpdir(), 'resumio-import-'));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  for (const format of ['docx', 'linkedin'] as const) {
    it(
      `${format}: first-run import, review, fix the name, save, export a PDF with the text`,
      { timeout: 180_000 },
      async () => {
        const { context, page } = await newPage(browser);
        context.setDefaultTimeout(30_000);
        const r = resumeFixture(
          format === 'docx' ? {} : { name: 'Tobias Lindqvist', employer: 'Nordhamn Shipping' },
        );
        const fixedName = `${r.name} Fixed`;
        await registerThroughUi(page, accountFactory());

        // A new user's first screen offers the import first.
        const file =
          format === 'docx'
            ? { name: 'cv.docx', mimeType: DOCX_TYPE, buffer: Buffer.from(docxResume(r)) }
            : {
                name: 'Basic_LinkedInDataExport.zip',
                mimeType: 'application/zip',
                buffer: Buffer.from(linkedInExport(r)),
              };
        await page.getByLabel('Import your resume').setInputFiles(file);
        await reviewAndFixName(page, r, fixedName, 'Save as a new resume');

        await page.waitForURL(/\/resume\?id=/);
        await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe(fixedName);
        await page.getByRole('tab', { name: 'Export & check' }).click();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: /^Download PDF/ }).click(),
        ]);
        const pdf = join(downloads, `${format}.pdf`);
        await download.saveAs(pdf);
        const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
        for (const expected of [fixedName, r.employer, r.position, r.skills[0]!]) {
          expect(text).toContain(expected);
        }
        await context.close();
      },
    );
  }

  it('imports into /preview-editor without an account', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser);
    context.setDefaultTimeout(30_000);
    const r = resumeFixture({ name: 'Amara Okafor' });
    await page.goto('/preview-editor');
    await page.getByLabel('Import your resume').setInputFiles({
      name: 'cv.docx',
      mimeType: DOCX_TYPE,
      buffer: Buffer.from(docxResume(r)),
    });
    await reviewAndFixName(page, r, 'Amara N. Okafor', 'Use this resume');
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Amara N. Okafor');
    await context.close();
  });
});
