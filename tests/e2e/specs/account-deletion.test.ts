import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi, signInThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

describe('taking one’s data away and deleting the account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('downloads the data, deletes the account from Settings, and the account is gone', async () => {
    const account = accountFactory();
    const { context, page, consoleErrors } = await newPage(browser);
    await registerThroughUi(page, account);

    await page.goto('/settings');
    await page.getByRole('heading', { level: 2, name: 'Your data' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your data (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^resumio-data-\d{4}-\d{2}-\d{2}\.json$/);
    await page.getByText(/Your data was saved as resumio-data-/).waitFor();

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const field = page.getByLabel('Type your email address to confirm');
    await field.fill('not-me@example.com');
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.getByText('This is not the email address of your account.').waitFor();
    expect(await field.inputValue()).toBe('not-me@example.com');
    expect(await seriousViolations(page)).toEqual([]);

    await field.fill(account.email);
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    // Signed out: back on a public page with a way to sign in.
    await page
      .getByRole('link', { name: /sign in|log in/i })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/settings');
    // The refused address answered 400, which the browser logs; nothing else may be logged.
    expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    consoleErrors.length = 0;

    await page.goto('/dev/outbox');
    await page
      .locator('article')
      .filter({ hasText: account.email })
      .filter({ hasText: 'Your Resumio account was deleted' })
      .first()
      .waitFor();

    // The old password opens nothing any more.
    await signInThroughUi(page, account);
    await page.getByText('Incorrect email or password.').first().waitFor();
    // The refused sign-in answers 401, which the browser logs.
    expect(consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    consoleErrors.length = 0;
    await context.close();
  });
});
