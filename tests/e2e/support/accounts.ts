import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/** A unique account; override any field. */
export function accountFactory(overrides: Partial<TestAccount> = {}): TestAccount {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Zoë Łukasiewicz ${id}`,
    email: `zoe.${id}@example.com`,
    password: `Correct-Horse-${id}-Battery`,
    ...overrides,
  };
}

/** Registers through the real screens: /register → provider registration page → /dashboard. */
export async function registerThroughUi(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Create your Resumio account' }).waitFor();
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  // Done once the dashboard has loaded what it shows, so a test's next step (clearing storage,
  // signing out) never races the dashboard's own requests.
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

/** Signs in through the real screens, starting from /login. */
export async function signInThroughUi(
  page: Page,
  account: TestAccount,
  returnTo?: string,
): Promise<void> {
  await page.goto(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');
  await page.getByRole('heading', { name: 'Sign in to Resumio' }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
