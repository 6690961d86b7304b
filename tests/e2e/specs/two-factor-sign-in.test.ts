import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi, signInThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

/** What an authenticator app shows `steps` 30-second steps from now. */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

describe('two-factor sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it(
    'is set up in Settings with a code from the app, then asked for after the password',
    { timeout: 120_000 },
    async () => {
      const account = accountFactory();
      const { page } = await newPage(browser);
      await registerThroughUi(page, account);

      await page.goto('/settings/security');
      const section = page.getByRole('region', { name: 'Two-factor sign-in' });
      const start = section.getByRole('form', { name: 'Set up two-factor sign-in' });
      await start.getByLabel('Current password').fill(account.password);
      await start.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

      await section
        .getByRole('img', { name: 'QR code to add Resumio to your authenticator app' })
        .waitFor({ timeout: 15_000 });
      const secret = (await section.getByLabel('Setup key').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await seriousViolations(page)).toEqual([]);

      const confirm = section.getByRole('form', { name: 'Confirm two-factor sign-in' });
      await confirm.getByLabel('Code from the app').fill(await codeFor(secret));
      await confirm.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      const codes = section.getByRole('list', { name: 'Recovery codes' });
      await codes.waitFor({ timeout: 15_000 });
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await section.getByRole('button', { name: 'I have saved my codes' }).click();
      await section.getByText('Two-factor sign-in is on').waitFor({ timeout: 15_000 });

      // Another browser: the password alone no longer signs in.
      const other = await newPage(browser);
      await signInThroughUi(other.page, account);
      await other.page
        .getByRole('heading', { name: 'Enter your sign-in code' })
        .waitFor({ timeout: 15_000 });
      expect(await seriousViolations(other.page)).toEqual([]);
      const code = other.page.getByLabel('Code');
      expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
      const wrong = (await codeFor(secret, 1)) === '000000' ? '111111' : '000000';
      await code.fill(wrong);
      await other.page.getByRole('button', { name: 'Continue' }).click();
      await other.page.getByText('That code is not right.', { exact: false }).first().waitFor();
      expect(await other.page.getByLabel('Code').inputValue()).toBe(wrong);
      // The refused code answers 401, which the browser logs.
      expect(other.consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
      other.consoleErrors.length = 0;

      await other.page.getByLabel('Code').fill(await codeFor(secret, 1));
      await other.page.getByRole('button', { name: 'Continue' }).click();
      await other.page.waitForURL('**/dashboard', { timeout: 15_000 });
    },
  );
});
