import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { becomePremium, pageApi } from '../support/page-api.ts';

interface ResumeDetail {
  id: string;
  version: number;
  document: { basics?: { name?: string; label?: string } };
}

const column = (page: Page, stage: string) =>
  page.getByRole('region', { name: stage, exact: true });

const card = (page: Page, company: string) =>
  page.locator('li[data-job-id]').filter({ hasText: company });

async function quickAdd(page: Page, stage: string, company: string, role: string) {
  const target = column(page, stage);
  const form = target.getByRole('form', { name: `Add an application to ${stage}` });
  if (!(await form.isVisible())) {
    await target.getByRole('button', { name: `Add an application to ${stage}` }).click();
  }
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('Role').fill(role);
  await form.getByLabel('Role').press('Enter');
  await card(page, company).waitFor();
}

/** Drags with real mouse events, in steps, as a person would. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + 60, { steps: 25 });
  await page.mouse.up();
}

const countIn = async (page: Page, stage: string) =>
  column(page, stage).locator('li[data-job-id]').count();

/** Today as the browser sees it, as a calendar day. */
const browserToday = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('en-CA'));

describe('job application tracker', () => {
  let browser: Browser;
  const downloads = mkdtempSync(join(tmpdir(), 'resumio-tracker-'));

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  it('tracks applications from the board to the sent PDF, the dashboard and the calendar', async () => {
    const { page } = await newPage(browser);
    await registerThroughUi(page, accountFactory());
    await becomePremium(page);
    const resume = await pageApi<{ id: string }>(page, '/api/resumes', {
      body: { source: 'sample', sampleId: 'staff-engineer', title: 'Platform resume' },
    });
    const sentVersion = await pageApi<ResumeDetail>(page, `/api/resumes/${resume.id}`);
    const sentName = sentVersion.document.basics!.name!;
    const letter = await pageApi<{ id: string; version: number; content: unknown }>(
      page,
      '/api/cover-letters',
      {
        body: {
          title: 'Halvard letter',
          resumeId: resume.id,
          content: {
            date: '2026-11-25',
            recipientName: '',
            company: 'Halvard Systems',
            jobTitle: 'Platform Engineer',
            greeting: 'Dear hiring team,',
            body: [{ type: 'paragraph', runs: [{ text: 'The paragraph as it was sent.' }] }],
            closing: 'Kind regards,',
            signature: sentName,
          },
        },
      },
    );

    await page.goto('/job-tracker');
    await page.getByRole('button', { name: 'Add your first application' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The empty state leads to the board; three applications by quick add.
    await page.getByRole('button', { name: 'Add your first application' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Company').fill('Halvard Systems');
    await dialog.getByLabel('Role').fill('Platform Engineer');
    await dialog.getByRole('button', { name: /^Add/ }).click();
    // The new application opens, ready for its details; they come later.
    const opened = page.getByRole('dialog', { name: 'Halvard Systems' });
    await opened.waitFor();
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'detached' });
    await card(page, 'Halvard Systems').waitFor();
    await quickAdd(page, 'Wishlist', 'Norrland Energi', 'Site Reliability Engineer');
    await quickAdd(page, 'Wishlist', 'Quillpay', 'Backend Engineer');
    expect(await countIn(page, 'Wishlist')).toBe(3);

    // One card to Interviewing with the mouse…
    await dragWithMouse(
      page,
      card(page, 'Norrland Energi'),
      column(page, 'Interviewing').getByRole('list'),
    );
    await expect.poll(() => countIn(page, 'Interviewing')).toBe(1);
    await card(page, 'Norrland Energi').and(column(page, 'Interviewing').locator('li')).waitFor();

    // …and one with the keyboard: pick up, two columns to the right, drop.
    const handle = page.getByRole('button', { name: /^Move Quillpay/ });
    const live = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => live.textContent()).toMatch(/Picked up Quillpay|Quillpay.* is over/);
    // Each arrow moves one column right; the announcement says where the card is. An arrow
    // pressed while the board is still measuring the last move can go unheard: press again.
    const said = async () => (await live.textContent()) ?? '';
    for (let step = 0; step < 8 && !/over .*Interviewing/.test(await said()); step++) {
      const before = await said();
      // Back left if a late-heard arrow carried the card past the column.
      await page.keyboard.press(
        /over (Offer|Rejected|Withdrawn)/.test(before) ? 'ArrowLeft' : 'ArrowRight',
      );
      await expect
        .poll(said, { timeout: 2000 })
        .not.toBe(before)
        .catch(() => undefined);
    }
    expect(await live.textContent()).toMatch(/over .*Interviewing/);
    await page.keyboard.press('Space');
    await expect.poll(() => countIn(page, 'Interviewing')).toBe(2);
    expect(await countIn(page, 'Wishlist')).toBe(1);
    await snapshot(page, 'tracker-board');

    // The server agrees, and logged the moves on each timeline.
    const listed = await pageApi<{ items: { id: string; company: string; stageId: string }[] }>(
      page,
      '/api/jobs',
    );
    const stageOf = (company: string) => listed.items.find((j) => j.company === company)!.stageId;
    expect(stageOf('Norrland Energi')).toBe('interviewing');
    expect(stageOf('Quillpay')).toBe('interviewing');
    expect(stageOf('Halvard Systems')).toBe('wishlist');
    expect(await seriousViolations(page)).toEqual([]);

    // A deadline today, and the resume used, set in the drawer.
    const today = await browserToday(page);
    await card(page, 'Halvard Systems')
      .getByRole('button', { name: /^Halvard Systems/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Halvard Systems' });
    await drawer.getByLabel('Application deadline').fill(today);
    await drawer.getByLabel('Resume used').selectOption({ label: 'Platform resume' });
    await drawer
      .getByLabel('Cover letter used')
      .selectOption({ label: 'Halvard letter (Halvard Systems)' });
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await drawer
      .getByRole('button', { name: 'Save changes' })
      .and(page.locator(':disabled'))
      .waitFor();

    // Applied with a resume linked: the resume is frozen as sent.
    await drawer.getByLabel('Stage').selectOption({ label: 'Applied' });
    await drawer.getByRole('button', { name: 'Download sent PDF' }).waitFor();
    await snapshot(page, 'tracker-drawer');
    await drawer
      .getByText(/Moved from Wishlist to Applied|Wishlist → Applied/)
      .first()
      .waitFor();

    // Later edits of the resume do not change what was sent.
    const current = await pageApi<ResumeDetail>(page, `/api/resumes/${resume.id}`);
    await pageApi(page, `/api/resumes/${resume.id}`, {
      method: 'PATCH',
      body: {
        version: current.version,
        document: {
          ...current.document,
          basics: { ...current.document.basics, name: 'Renamed After Sending' },
        },
      },
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Download sent PDF' }).click(),
    ]);
    const file = join(downloads, 'sent.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(sentName);
    expect(text).not.toContain('Renamed After Sending');

    // The letter went with it, and is kept as it was sent too.
    await pageApi(page, `/api/cover-letters/${letter.id}`, {
      method: 'PATCH',
      body: {
        version: letter.version,
        content: {
          ...(letter.content as object),
          body: [{ type: 'paragraph', runs: [{ text: 'A paragraph written later.' }] }],
        },
      },
    });
    const [letterDownload] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Download sent letter' }).click(),
    ]);
    const letterFile = join(downloads, 'sent-letter.pdf');
    await letterDownload.saveAs(letterFile);
    const letterText = execFileSync('pdftotext', [letterFile, '-'], { encoding: 'utf8' });
    expect(letterText).toContain('The paragraph as it was sent.');
    expect(letterText).not.toContain('A paragraph written later.');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // The table and the agenda show the same applications.
    await page.getByRole('link', { name: 'Table' }).click();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('table').getByText('Halvard Systems').count()).toBeGreaterThan(0);
    await snapshot(page, 'tracker-table');
    expect(await seriousViolations(page)).toEqual([]);

    // The deadline reaches the dashboard…
    await page.goto('/dashboard');
    const todayPanel = page.getByRole('region', { name: /^Today/ });
    await todayPanel.getByText('Halvard Systems').waitFor();
    await page
      .getByRole('link', { name: /Job Tracker, 1 due/ })
      .first()
      .waitFor();

    await snapshot(page, 'dashboard');
    // The navigation with its due count still fits the narrowest desktop layout.
    await page.setViewportSize({ width: 1024, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1024,
    );
    await snapshot(page, 'dashboard-1024');
    await page.setViewportSize({ width: 1280, height: 900 });

    // …and the private calendar feed.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Create calendar feed' }).click();
    const address = await page.getByLabel('Your private calendar address').inputValue();
    const ics = await page.evaluate((url) => fetch(url).then((r) => r.text()), address);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toMatch(/SUMMARY:[^\r\n]*Halvard Systems/);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${today.replaceAll('-', '')}`);

    // Analytics count what the board holds.
    await page.goto('/job-tracker/analytics');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByText('Applications', { exact: true }).first().waitFor();
    await snapshot(page, 'tracker-analytics');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'tracker-analytics-phone');
    await page.goto('/job-tracker');
    await card(page, 'Quillpay').waitFor();
    await snapshot(page, 'tracker-board-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a free user the premium gate and asks nothing of the tracker API', async () => {
    const { page } = await newPage(browser);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/jobs')) calls.push(request.url());
    });
    await registerThroughUi(page, accountFactory());
    await page.goto('/job-tracker');
    await page.getByRole('button', { name: 'Upgrade to Premium' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Add your first application' }).count()).toBe(0);
    expect(calls).toEqual([]);
  });
});
