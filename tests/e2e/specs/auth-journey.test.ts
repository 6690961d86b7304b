import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi, signInThroughUi } from '../support/accounts.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

describe('signing up, out and back in through the embedded provider', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('registers, lands on the Dashboard, survives a reload, signs out and in again', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    const account = accountFactory();

    await registerThroughUi(page, account);
    await page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` }).waitFor();

    // The token sits in local storage (docs/decisions/003) and was issued by a PKCE code flow.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')),
    );
    expect(stored).toBeTruthy();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.locator('header').getByRole('button', { name: account.name }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('oidc.user:'))),
    ).toBe(false);

    await signInThroughUi(page, account);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();

    expect(consoleErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  });

  it('never says whether an email exists when sign-in fails', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signInThroughUi(page, accountFactory({ password: 'Wrong-password-123' }));
    const alert = page.getByRole('alert').first();
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Incorrect email or password.');
    // The refused sign-in answers 401, which the browser logs; nothing else may be logged.
    expect(consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    consoleErrors.length = 0;
    await context.close();
  });

  it('returns to the page asked for after signing in', async () => {
    const { context, page } = await newPage(browser);
    const account = accountFactory();
    await registerThroughUi(page, account);
    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Sign in to Resumio' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
