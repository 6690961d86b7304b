import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { becomePremium, pageApi } from '../support/page-api.ts';

// A posting in the style of real platform-engineering ads.
const POSTING = `Senior Platform Engineer

You will build and run the platform our product teams ship on, from the deploy pipeline to the
clusters and the dashboards that tell us they are healthy.

Requirements
- 6+ years of software engineering experience
- Strong experience with Kubernetes and Terraform
- Experience with Go or Python
- Experience with PostgreSQL and observability tooling such as Prometheus or Grafana
- CI/CD pipelines`;

const EDIT = 'I would welcome a conversation about your platform roadmap.';

const sampleResume = (page: Page) =>
  pageApi<{ id: string }>(page, '/api/resumes', {
    body: { source: 'sample', sampleId: 'staff-engineer', title: 'Platform resume' },
  }).then((created) => created.id);

const letterBody = (page: Page) => page.getByRole('textbox', { name: 'Letter body' });
const preview = (page: Page) => page.getByTestId('letter-preview');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A full-page screenshot from the top, so the sticky header is drawn where it belongs. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, name);
}

/**
 * Milliseconds from each keydown in the letter body to the preview showing the change, measured
 * in the page: a mutation observer on the preview stops the clock a keydown started.
 */
async function keystrokeLatencies(page: Page, text: string): Promise<number[]> {
  await page.evaluate(() => {
    const target = document.querySelector('[data-testid="letter-preview"]')!;
    const state = { started: null as number | null, latencies: [] as number[] };
    (window as unknown as { __latency: typeof state }).__latency = state;
    document.addEventListener(
      'keydown',
      () => {
        state.started = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (state.started === null) return;
      state.latencies.push(performance.now() - state.started);
      state.started = null;
    }).observe(target, { subtree: true, childList: true, characterData: true });
  });
  await page.keyboard.type(text, { delay: 60 });
  return page.evaluate(
    () => (window as unknown as { __latency: { latencies: number[] } }).__latency.latencies,
  );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

describe('cover letters', () => {
  let browser: Browser;
  let downloads: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    downloads = mkdtempSync(join(tmpdir(), 'resumio-letters-'));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  it('lets a premium user write a letter from a resume, edit it, reload and export it', async () => {
    const { page } = await newPage(browser);
    await registerThroughUi(page, accountFactory());
    await becomePremium(page);
    await sampleResume(page);

    await page.goto('/cover-letters');
    await page.getByRole('heading', { name: 'Write your first cover letter' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'cover-letters-empty');

    await page.getByRole('link', { name: 'Write a cover letter' }).click();
    const resume = page.getByRole('combobox', { name: 'Resume to write from' });
    await expect
      .poll(() => resume.locator('option:checked').textContent())
      .toMatch(/Platform resume/);
    await page.getByRole('textbox', { name: 'Job title' }).fill('Senior Platform Engineer');
    await page.getByRole('textbox', { name: 'Company' }).fill('Halvard Systems');
    await page.getByRole('textbox', { name: /Hiring manager/ }).fill('Jordan Lee');
    await page.getByRole('textbox', { name: 'Job description' }).fill(POSTING);
    await page.getByRole('radio', { name: 'Warm' }).check();
    await page.getByRole('radio', { name: 'Short (about 150 words)' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'cover-letters-new');
    await page.getByRole('button', { name: 'Generate letter' }).click();

    await page.waitForURL(/\/cover-letters\/[^/?]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await letterBody(page).waitFor();
    await expect.poll(() => preview(page).textContent()).toContain('Halvard Systems');
    await expect.poll(() => preview(page).textContent()).toContain('Re: Senior Platform Engineer');
    await page
      .getByTestId('word-count')
      .getByText(/ \/ ~150 words$/)
      .waitFor();
    const saved = await pageApi<{ content: { body: unknown[] }; addressed: unknown[] }>(
      page,
      `/api/cover-letters/${id}`,
    );
    expect(saved.content.body.length).toBeGreaterThan(1);
    expect(saved.addressed.length).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'cover-letter-editor');

    // Add a sentence at the end of the first paragraph, timing the preview on each keystroke.
    await letterBody(page).locator('p').first().click();
    await page.keyboard.press('End');
    const latencies = await keystrokeLatencies(page, ` ${EDIT}`);
    expect(latencies.length).toBeGreaterThan(EDIT.length / 2);
    const p90 = percentile(latencies, 90);
    console.info(
      `keystroke → preview: p50 ${percentile(latencies, 50).toFixed(1)} ms, p90 ${p90.toFixed(1)} ms over ${latencies.length} keys`,
    );
    expect(p90).toBeLessThanOrEqual(300);
    await expect.poll(() => preview(page).textContent()).toContain(EDIT);
    await page.getByTestId('save-status').getByText('Saved').waitFor();

    await page.reload();
    await letterBody(page).waitFor();
    expect(squash((await letterBody(page).textContent()) ?? '')).toContain(EDIT);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const file = join(downloads, 'letter.pdf');
    await download.saveAs(file);
    const text = squash(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
    expect(text).toContain(EDIT);
    expect(text).toContain('Halvard Systems');

    // The list shows it, as cards and as a table.
    await page.goto('/cover-letters');
    const card = page.getByRole('article', { name: 'Senior Platform Engineer – Halvard Systems' });
    await card.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'cover-letters-list');
    await page.getByRole('button', { name: 'Table' }).click();
    await page.getByRole('table', { name: 'Your cover letters' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'cover-letters-table');
    // Registration, checkout, writing, editing, a reload and an export: a long journey.
  }, 180_000);

  it('shows a free user the Premium gate on both pages', async () => {
    const { page } = await newPage(browser);
    await registerThroughUi(page, accountFactory());
    for (const path of ['/cover-letters', '/cover-letters/any-letter']) {
      await page.goto(path);
      const gate = page.getByRole('region', { name: 'AI Cover Letter Generation' });
      await gate.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Letter body' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await shot(page, 'cover-letter-gate');
  }, 120_000);

  it('is usable on a phone', async () => {
    const { page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await registerThroughUi(page, accountFactory());
    await becomePremium(page);
    const resumeId = await sampleResume(page);
    const letter = await pageApi<{ content: unknown; addressed: unknown }>(
      page,
      '/api/cover-letters/generate',
      {
        body: {
          resumeId,
          jobDescription: POSTING,
          jobTitle: 'Senior Platform Engineer',
          company: 'Halvard Systems',
        },
      },
    );
    const created = await pageApi<{ id: string }>(page, '/api/cover-letters', {
      body: { title: 'Halvard letter', resumeId, jobDescription: POSTING, ...letter },
    });
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );

    await page.goto('/cover-letters');
    await page.getByRole('article', { name: 'Halvard letter' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(page, 'cover-letters-list-phone');

    await page.goto(`/cover-letters/${created.id}`);
    await letterBody(page).waitFor();
    await expect.poll(() => preview(page).textContent()).toContain('Halvard Systems');
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'cover-letter-editor-phone');
  }, 120_000);
});
