import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

const saved = (page: Page) =>
  page
    .getByTestId('save-status')
    .filter({ hasText: /^Saved$/ })
    .waitFor({ timeout: 15_000 });

const previewDrawn = (page: Page) =>
  page.locator('[data-testid="resume-preview-pages"] canvas').first().waitFor({ timeout: 30_000 });

/** The section panels of the Content tab, top to bottom. */
async function sectionOrder(page: Page): Promise<string[]> {
  const titles = await page
    .getByRole('tabpanel')
    .locator('section > h2 > button > span:first-child')
    .allInnerTexts();
  return titles.filter((t) => !['Personal details', 'Section order and visibility'].includes(t));
}

async function newResume(page: Page): Promise<string> {
  await page.goto('/resume?new=1');
  await page.getByRole('button', { name: 'Start a blank resume' }).click();
  await page.waitForURL(/\/resume\?id=/);
  await page.getByLabel('Full name').waitFor();
  return new URL(page.url()).searchParams.get('id')!;
}

describe('resume builder', () => {
  let browser: Browser;
  let downloads: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    downloads = mkdtempSync(join(tmpdir(), 'resumio-downloads-'));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  it('builds a resume through the form and keeps it across a reload, exports a PDF, gates DOCX', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await registerThroughUi(page, accountFactory());
    await newResume(page);

    await page.getByLabel('Full name').fill('José Núñez');
    await page.getByLabel('Email').fill('jose.nunez@example.com');
    await page.getByRole('button', { name: /^Experience/ }).click();
    await page.getByRole('button', { name: 'Add position to Experience' }).click();
    await page.getByLabel('Job title').fill('Staff Engineer');
    await page.getByLabel('Company', { exact: true }).fill('Acme Logistics');
    await page.getByLabel('Start date').fill('2019-04');
    await page.getByRole('button', { name: 'Add achievement' }).click();
    await page.keyboard.type('Cut build times by 60% across 40 services');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Led a team of five engineers');
    await previewDrawn(page);

    // Reorder with the keyboard alternative to dragging.
    await page.getByRole('button', { name: 'Section order and visibility' }).click();
    const before = await sectionOrder(page);
    expect(before.indexOf('Education')).toBeGreaterThan(before.indexOf('Projects'));
    await page.getByRole('button', { name: 'Move Education up' }).focus();
    await page.keyboard.press('Enter');
    const after = await sectionOrder(page);
    expect(after.indexOf('Education')).toBe(before.indexOf('Projects'));
    await saved(page);

    await page.reload();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('José Núñez');
    expect(await page.getByLabel('Email').inputValue()).toBe('jose.nunez@example.com');
    expect(await sectionOrder(page)).toEqual(after);
    // Sections with entries open by default, and a short list shows its entries unfolded.
    expect(await page.getByRole('textbox', { name: 'Achievement 1' }).inputValue()).toBe(
      'Cut build times by 60% across 40 services',
    );
    expect(await page.getByRole('textbox', { name: 'Achievement 2' }).inputValue()).toBe(
      'Led a team of five engineers',
    );

    await page.getByRole('tab', { name: 'Design' }).click();
    await page.getByRole('radio', { name: /^Modern/ }).check({ force: true });
    await saved(page);

    await page.getByRole('tab', { name: 'Export & check' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download PDF/ }).click(),
    ]);
    const file = join(downloads, 'resume.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('José Núñez');
    expect(text).toContain('Led a team of five engineers');

    await page.getByRole('button', { name: /^Download Word \(DOCX\)/ }).click();
    await page.getByRole('heading', { name: 'Export to multiple formats' }).waitFor();
    await page.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();

    expect(consoleErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  });

  it('reorders sections by dragging with the mouse, and keeps the order', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page, accountFactory());
    await newResume(page);
    await page.getByRole('button', { name: 'Section order and visibility' }).click();
    const before = await sectionOrder(page);
    const moving = before.at(-1)!;
    const target = before[0]!;

    const handle = page.getByRole('button', { name: `Drag ${moving}`, exact: true });
    const over = page.getByRole('button', { name: `Drag ${target}`, exact: true });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await over.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Small steps: the drag starts after 6 px of movement, as a real hand moves.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 20 });
    await page.mouse.up();

    const expected = [moving, ...before.slice(0, -1)];
    await expect.poll(() => sectionOrder(page)).toEqual(expected);
    await saved(page);
    await page.reload();
    await page.getByLabel('Full name').waitFor();
    await expect.poll(() => sectionOrder(page)).toEqual(expected);
    await context.close();
  });

  it('shows the conflict screen to the second of two tabs instead of overwriting', async () => {
    const { context, page: first } = await newPage(browser);
    await registerThroughUi(first, accountFactory());
    const id = await newResume(first);
    const second = await context.newPage();
    await second.goto(`/resume?id=${id}`);
    await second.getByLabel('Full name').waitFor();

    await first.getByLabel('Full name').fill('First Tab');
    await saved(first);

    await second.getByLabel('Headline').fill('Written in the second tab');
    const dialog = second.getByRole('dialog', { name: 'This resume was changed somewhere else' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await saved(second);

    await first.reload();
    await expect
      .poll(() => first.getByLabel('Headline').inputValue())
      .toBe('Written in the second tab');
    await context.close();
  });

  it('keeps anonymous preview-editor work through sign-up, character for character', async () => {
    const { context, page } = await newPage(browser);
    const account = accountFactory();
    const summary = `Builds reliable systems — ${account.email} ✓ “quoted” ñ`;
    await page.goto('/preview-editor');
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Professional summary').fill(summary);
    await previewDrawn(page);

    await page.getByRole('link', { name: 'Sign up to save' }).first().click();
    await page.getByRole('heading', { name: 'Create your Resumio account' }).waitFor();
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    // Saved on the way back from sign-up, without another click.
    await page.waitForURL(/\/resume\?id=/);
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe(account.name);
    expect(await page.getByLabel('Professional summary').inputValue()).toBe(summary);
    expect(
      await page.evaluate(() => localStorage.getItem('resumio.preview-editor.document')),
    ).toBeNull();
    await context.close();
  });

  it('renames, deletes and undoes from My Resumes', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page, accountFactory());
    await newResume(page);
    await page.goto('/my-resumes');
    const card = page.getByRole('article', { name: 'Untitled resume' });
    await card.getByRole('button', { name: /^Rename/ }).click();
    await page.getByLabel('New title for Untitled resume').fill('Product roles');
    await page.keyboard.press('Enter');
    await page.getByRole('article', { name: 'Product roles' }).waitFor();

    await page
      .getByRole('article', { name: 'Product roles' })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByText('“Product roles” was deleted.').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('article', { name: 'Product roles' }).waitFor();

    // Formats beyond PDF live on the resume's page, which opens at its export panel.
    await page
      .getByRole('article', { name: 'Product roles' })
      .getByRole('link', { name: /^Other formats/ })
      .click();
    await page.getByRole('button', { name: /^Download Word \(DOCX\)/ }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('export');
    expect(await seriousViolations(page), '/my-resumes/:id').toEqual([]);
    await context.close();
  });

  it('finds no serious accessibility violation on the builder pages', async () => {
    const { context, page } = await newPage(browser);
    for (const route of ['/preview-editor', '/ai-resume-builder']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
      expect(await seriousViolations(page), route).toEqual([]);
    }
    await registerThroughUi(page, accountFactory());
    await newResume(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page), '/resume').toEqual([]);
    for (const route of ['/my-resumes', '/resumes']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
      await page
        .getByRole('link', { name: /Untitled resume/ })
        .first()
        .waitFor();
      expect(await seriousViolations(page), route).toEqual([]);
    }
    await context.close();
  });
});
