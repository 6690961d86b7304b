import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi, signInThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

/** The reset link of the newest reset email to `email`, read from the outbox page. */
async function resetLinkFromOutbox(page: Page, email: string): Promise<string> {
  await page.goto('/dev/outbox');
  const message = page
    .locator('article')
    .filter({ hasText: email })
    .filter({ hasText: 'Reset your Resumio password' })
    .first();
  const text = (await message.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/oidc\/password-reset\/new#[\w-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return link!;
}

describe('password reset through the email link', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('resets a forgotten password from the sign-in page and signs in with the new one', async () => {
    const account = accountFactory();
    const first = await newPage(browser);
    await registerThroughUi(first.page, account);
    await first.context.close();

    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to Resumio' }).waitFor();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(await resetLinkFromOutbox(page, account.email));
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    // The token leaves the address bar as soon as the page has it.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    const newPassword = `Reset-${account.password}`;
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Use at least 8 characters.').first().waitFor();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your password is changed' }).waitFor();
    // The refused short password answers 400, which the browser logs; nothing else may be logged.
    expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    consoleErrors.length = 0;

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in to Resumio' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('opens the reset form from /forgot-password', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/forgot-password');
    await page.waitForURL('**/oidc/password-reset');
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await context.close();
  });

  it('tells a throttled browser the truth and offers the reset', async () => {
    const account = accountFactory();
    const owner = await newPage(browser);
    await registerThroughUi(owner.page, account);
    await owner.context.close();

    const { context, page, consoleErrors } = await newPage(browser);
    for (let i = 0; i < 10; i++) {
      await signInThroughUi(page, { ...account, password: `Wrong-${i}-password` });
      await page.getByText('Incorrect email or password.').first().waitFor();
    }
    await signInThroughUi(page, account);
    const alert = page.getByRole('alert').first();
    await alert.getByText(/Too many sign-in attempts/).waitFor();
    expect(await alert.textContent()).not.toContain('Incorrect');
    await alert.getByRole('link', { name: 'Reset your password' }).waitFor();
    // Refused sign-ins answer 401 and the throttled one 429; the browser logs each of them.
    expect(consoleErrors.filter((error) => !/status of (401|429)/.test(error))).toEqual([]);
    consoleErrors.length = 0;
    // The owner on another network signs in as usual (every browser here shares one address,
    // so the API tests show that part: test/identity/sign-in-throttle.test.ts).
    await context.close();
  });
});
