import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Calls the API as the signed-in user of the page, with the token the app keeps. */
async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key
        ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string })
        : null;
      const res = await fetch(path, {
        method: method ?? 'GET',
        headers: {
          authorization: `Bearer ${token?.access_token ?? ''}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method ?? 'GET'} ${path} answered ${res.status}`);
      return res.json();
    },
    { path, method: init.method, body: init.body },
  ) as Promise<T>;
}

const resumeTotal = (page: Page) =>
  api<{ total: number }>(page, '/api/resumes?pageSize=100').then((list) => list.total);

const createBlankResume = (page: Page, title: string) =>
  api<{ id: string }>(page, '/api/resumes', {
    method: 'POST',
    body: { source: 'blank', title },
  }).then((created) => created.id);

const saved = (page: Page) =>
  page
    .getByTestId('save-status')
    .filter({ hasText: /^Saved$/ })
    .waitFor({ timeout: 15_000 });

const previewCanvas = (page: Page) =>
  page.locator('[data-testid="resume-preview-pages"] canvas').first();

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** Whether a click at the centre of the element lands on the element itself. */
const hitsItself = (target: Locator) =>
  target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && element.contains(hit);
  });

const chooserHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Start a new resume' });

describe('resume builder for a new user', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows every sample card with a usable "Use this sample" button at desktop widths', async () => {
    const { context, page } = await newPage(browser);
    await registerThroughUi(page, accountFactory());
    await createBlankResume(page, 'First resume');
    await page.goto('/my-resumes');
    await page.getByRole('link', { name: 'From a sample' }).click();
    const gallery = page.getByRole('region', { name: 'Start from a sample' });
    const cards = gallery.getByRole('listitem');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(3);

    for (const width of [1024, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes: Box[] = [];
      for (let index = 0; index < count; index += 1) {
        const card = cards.nth(index);
        const use = card
          .getByRole('button', { name: /^Use this sample/ })
          .or(card.getByRole('link', { name: /^Use this sample/ }));
        await use.scrollIntoViewIfNeeded();
        const cardBox = (await card.boundingBox())!;
        const useBox = (await use.boundingBox())!;
        const title = (await card.locator('p').first().boundingBox())!;
        const label = `card ${index + 1} at ${width}px`;
        expect(await use.isVisible(), label).toBe(true);
        expect(inside(useBox, cardBox), `${label}: button inside its card`).toBe(true);
        expect(await hitsItself(use), `${label}: nothing covers the button`).toBe(true);
        // The text beside the thumbnail reads as a column of words, not of letters.
        expect(title.width, `${label}: text column width`).toBeGreaterThan(100);
        await use.click({ trial: true, timeout: 2_000 });
        boxes.push(cardBox);
      }
      for (let a = 0; a < boxes.length; a += 1) {
        for (let b = a + 1; b < boxes.length; b += 1) {
          expect(overlaps(boxes[a]!, boxes[b]!), `cards ${a + 1} and ${b + 1} at ${width}px`).toBe(
            false,
          );
        }
      }
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('opens a chooser or the last edited resume at /resume, and creates only on request', async () => {
    const { context, page } = await newPage(browser);
    const account = accountFactory();
    await registerThroughUi(page, account);
    // A brand-new account is welcomed, not welcomed back.
    await page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` }).waitFor();
    expect(await page.getByText('Welcome back').count()).toBe(0);

    for (let visit = 0; visit < 3; visit += 1) {
      await page.goto('/resume');
      await chooserHeading(page).waitFor();
    }
    await page.reload();
    await chooserHeading(page).waitFor();
    await page.goto('/about');
    await page.getByRole('link', { name: 'Start your resume' }).first().click();
    await chooserHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/resume');
    expect(await resumeTotal(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Start a blank resume' }).click();
    await page.waitForURL(/\/resume\?id=/);
    const id = new URL(page.url()).searchParams.get('id');
    await page.getByLabel('Full name').fill(account.name);
    await saved(page);
    expect(await resumeTotal(page)).toBe(1);

    await page.goto('/my-resumes');
    await page.getByRole('article').first().waitFor();
    for (let visit = 0; visit < 3; visit += 1) {
      await page.goto('/resume');
      await page.waitForURL(/\/resume\?id=/);
      expect(new URL(page.url()).searchParams.get('id')).toBe(id);
      await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe(account.name);
    }
    await page.reload();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe(account.name);
    expect(await resumeTotal(page)).toBe(1);

    // Opening the last resume replaces /resume in the history, so Back leaves the editor.
    await page.goto('/my-resumes');
    await page.getByRole('article').first().waitFor();
    await page.goto('/resume');
    await page.waitForURL(/\/resume\?id=/);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/my-resumes');

    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${account.name}` }).waitFor();
    expect(await resumeTotal(page)).toBe(1);
    await context.close();
  });

  it('saves the try-out resume on sign-up and opens it, without a second click', async () => {
    const { context, page } = await newPage(browser);
    const account = accountFactory();
    const headline = `Designer — “quoted” ñ ✓ ${account.email}`;
    await page.goto('/preview-editor');
    await page.getByRole('button', { name: 'Fill in an example resume' }).click();
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Headline').fill(headline);
    await previewCanvas(page).waitFor({ timeout: 30_000 });

    await page.getByRole('link', { name: 'Sign up to save' }).first().click();
    await page.getByRole('heading', { name: 'Create your Resumio account' }).waitFor();
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/resume\?id=/, { timeout: 20_000 });
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe(account.name);
    expect(await page.getByLabel('Headline').inputValue()).toBe(headline);
    expect(await page.getByLabel('Full name').isVisible()).toBe(true);
    expect(
      await page.evaluate(() => localStorage.getItem('resumio.preview-editor.document')),
    ).toBeNull();

    await page.goto('/my-resumes');
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await resumeTotal(page)).toBe(1);

    // The browser's copy is gone: nothing empty is offered for saving.
    await page.goto('/preview-editor');
    await page.getByRole('button', { name: 'Fill in an example resume' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save to my account' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: /Save this resume/ }).count()).toBe(0);
    await context.close();
  });

  it('switches between the form and the preview with tabs on a phone', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await registerThroughUi(page, accountFactory());
    const id = await createBlankResume(page, 'Senior Product Designer, Payments');
    await page.goto(`/resume?id=${id}`);
    await page.getByLabel('Full name').waitFor();

    const title = page.getByLabel('Resume title');
    const fit = await title.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return {
        overflow: element.scrollWidth - element.clientWidth,
        left: rect.left,
        right: rect.right,
      };
    });
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.left).toBeGreaterThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(390);

    const views = page.getByRole('tablist', { name: 'Editor view' });
    const edit = views.getByRole('tab', { name: 'Edit' });
    const preview = views.getByRole('tab', { name: 'Preview' });
    expect(await edit.getAttribute('aria-selected')).toBe('true');

    await preview.click();
    expect(await preview.getAttribute('aria-selected')).toBe('true');
    await previewCanvas(page).waitFor({ timeout: 30_000 });
    const canvas = (await previewCanvas(page).boundingBox())!;
    expect(canvas.y).toBeLessThan(844);
    expect(canvas.y + canvas.height).toBeGreaterThan(0);
    expect(canvas.x).toBeGreaterThanOrEqual(0);
    expect(canvas.x + canvas.width).toBeLessThanOrEqual(390);
    expect(await page.getByLabel('Full name').isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: arrows move between the two views.
    await preview.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await edit.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Edit');
    await page.getByLabel('Full name').waitFor();
    expect(await previewCanvas(page).isVisible()).toBe(false);
    const field = (await page.getByLabel('Full name').boundingBox())!;
    expect(field.y).toBeLessThan(844);

    // Side by side again on a desktop: no view tabs, form and preview both on screen.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => views.isVisible()).toBe(false);
    expect(await page.getByLabel('Full name').isVisible()).toBe(true);
    expect(await previewCanvas(page).isVisible()).toBe(true);
    await context.close();
  });
});
