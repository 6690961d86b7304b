import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { confirmAddress } from '../support/page-api.ts';

describe('verified address and security settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it(
    'confirms a new address through its emailed link, then changes the password',
    {
      timeout: 120_000,
    },
    async () => {
      const account = accountFactory();
      const { page, consoleErrors } = await newPage(browser);
      await registerThroughUi(page, account);

      const banner = page.getByRole('region', { name: 'Confirm your address' });
      await banner.waitFor({ timeout: 15_000 });
      await banner.getByRole('button', { name: 'Resend email' }).click();
      await page
        .getByText(`A new link is on its way to ${account.email}.`)
        .waitFor({ timeout: 15_000 });

      await confirmAddress(page);
      // The token leaves the address bar as soon as the page has it.
      expect(new URL(page.url()).hash).toBe('');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
      expect(await banner.count()).toBe(0);

      await page.goto('/settings/security');
      await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor({ timeout: 15_000 });
      const sessions = page.getByRole('region', { name: 'Where you are signed in' });
      await sessions.getByText('This device').waitFor({ timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);

      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByLabel('Current password').fill('not-my-password');
      await form.getByLabel('New password').fill(`New-${account.password}`);
      await form.getByRole('button', { name: 'Change password' }).click();
      await form.getByText('This is not your current password.').waitFor({ timeout: 15_000 });
      expect(await form.getByLabel('New password').inputValue()).toBe(`New-${account.password}`);
      // The refused password answers 400, which the browser logs.
      expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
      consoleErrors.length = 0;

      await form.getByLabel('Current password').fill(account.password);
      await form.getByRole('button', { name: 'Change password' }).click();
      await form.getByText(/Your password is changed\./).waitFor({ timeout: 15_000 });
      await page.reload();
      const events = page.getByRole('region', { name: 'Recent security events' });
      await events.getByText('Password changed').waitFor({ timeout: 15_000 });
    },
  );
});
