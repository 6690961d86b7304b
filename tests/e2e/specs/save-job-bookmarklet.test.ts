import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { type JobPostingSite, startJobPostingSite } from '../support/job-posting-site.ts';
import { becomePremium, pageApi } from '../support/page-api.ts';

describe('the Save to Resumio bookmarklet', () => {
  let browser: Browser;
  let site: JobPostingSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startJobPostingSite();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it(
    'sends a posting from another site to /save-job, kept through sign-in, and saves it',
    { timeout: 120_000 },
    async () => {
      const account = accountFactory();
      const setup = await newPage(browser);
      await registerThroughUi(setup.page, account);
      await becomePremium(setup.page);

      // Another browser, not signed in: the tracker links the page, which offers the bookmarklet.
      const { context, page } = await newPage(browser);
      // A step that fails names its locator instead of running into the test's limit.
      context.setDefaultTimeout(20_000);
      await page.goto('/save-job');
      await page.getByRole('heading', { level: 1, name: 'Save jobs from any page' }).waitFor();
      const link = page.getByTestId('bookmarklet');
      await expect.poll(() => link.getAttribute('href')).toMatch(/^javascript:/);
      expect(await seriousViolations(page)).toEqual([]);
      const href = (await link.getAttribute('href'))!;

      // Clicking the bookmark runs its code in the posting's page.
      const posting = await context.newPage();
      await posting.goto(site.url);
      const opened = context.waitForEvent('page');
      await posting.evaluate(
        (code) => (0, eval)(code),
        decodeURIComponent(href.slice('javascript:'.length)),
      );
      const saveJob = await opened;
      await saveJob.waitForURL('**/save-job');
      // The job left the address as soon as it was read.
      expect(new URL(saveJob.url()).hash).toBe('');
      await saveJob.getByText('Sign in to save').first().waitFor();
      await saveJob.getByText('Platform Engineer', { exact: true }).waitFor();
      await saveJob.getByRole('button', { name: 'Sign in to save' }).click();
      await saveJob.getByRole('heading', { name: 'Sign in to Resumio' }).waitFor();
      await saveJob.getByLabel('Email').fill(account.email);
      await saveJob.getByLabel('Password').fill(account.password);
      await saveJob.getByRole('button', { name: 'Sign in' }).click();
      await saveJob.waitForURL('**/save-job');

      const form = saveJob.getByRole('form', { name: 'The job to save' });
      await form.waitFor();
      expect(await form.getByLabel('Company').inputValue()).toBe('Halvard Logistics');
      expect(await form.getByLabel('Role').inputValue()).toBe('Platform Engineer');
      expect(await form.getByLabel('Location').inputValue()).toBe('Oslo, NO');
      expect(await form.getByLabel('Source').inputValue()).toBe('127.0.0.1');
      expect(await form.getByLabel('Salary from', { exact: true }).inputValue()).toBe('850000');
      expect(await form.getByLabel('Currency').inputValue()).toBe('NOK');
      expect(await form.getByLabel('Description').inputValue()).toContain('- Kubernetes');
      expect(await seriousViolations(saveJob)).toEqual([]);

      // An emptied company is refused beside the field; corrected, the job is saved.
      await form.getByLabel('Company').fill('');
      await form.getByRole('button', { name: 'Save job' }).click();
      await form.getByText('Fill this in.').waitFor();
      await expect.poll(() => form.getByLabel('Company').getAttribute('aria-invalid')).toBe('true');
      await form.getByLabel('Company').fill('Halvard Logistics AS');
      await form.getByRole('button', { name: 'Save job' }).click();
      await saveJob.getByRole('heading', { name: 'Saved to your job tracker' }).waitFor();
      await saveJob.getByRole('link', { name: 'Match my resume' }).waitFor();

      const { items } = await pageApi<{
        items: { company: string; role: string; source: string; postingUrl: string }[];
      }>(saveJob, '/api/jobs');
      expect(items).toEqual([
        expect.objectContaining({
          company: 'Halvard Logistics AS',
          role: 'Platform Engineer',
          source: '127.0.0.1',
          postingUrl: site.url,
        }),
      ]);
      await saveJob.getByRole('link', { name: 'Open in the job tracker' }).click();
      await saveJob.waitForURL(/\/job-tracker\?job=/);
    },
  );

  it('says so when what it was sent cannot be read', async () => {
    const { page } = await newPage(browser);
    await page.goto('/save-job#job=%7B%22url%22%3A%22ftp');
    await page
      .getByRole('alert')
      .filter({ hasText: 'We couldn’t read the job the bookmarklet sent' })
      .waitFor();
    await page.getByTestId('bookmarklet').waitFor();
  });
});
