import type { Page } from 'playwright-core';
import { appStarted } from './browser.ts';

/**
 * Calls the API as the signed-in user of the page, with the token the app keeps: for setting up
 * data a journey is not about, and for checking what the server holds.
 */
export function pageApi<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = (
        JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }
      ).access_token;
      const res = await fetch(path, {
        method: method ?? (body === undefined ? 'GET' : 'POST'),
        headers: {
          authorization: `Bearer ${token ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return res.status === 204 ? undefined : res.json();
    },
    { path, method: init.method, body: init.body },
  ) as Promise<T>;
}

/**
 * Confirms the signed-in account's address through the link in its email, read from the outbox
 * page, as a person would (checkout waits for it, decision 046).
 */
export async function confirmAddress(page: Page): Promise<void> {
  const me = await pageApi<{ email: string; emailVerified: boolean }>(page, '/api/me');
  if (me.emailVerified) return;
  await page.goto('/dev/outbox');
  const message = page
    .locator('article')
    .filter({ hasText: me.email })
    .filter({ hasText: 'Confirm your email address for Resumio' })
    .first();
  const text = (await message.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/confirm-email#[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no confirmation link for ${me.email} in the outbox`);
  await page.goto(link);
  // The page's heading says how it went; anything but "confirmed" fails with what it says.
  const heading = page.getByRole('heading', { level: 1 }).filter({ hasNotText: /^Confirming/ });
  await heading.first().waitFor();
  const title = await heading.first().textContent();
  if (title !== 'Your email address is confirmed') {
    throw new Error(`confirming ${me.email}: ${title} (${await page.locator('main').innerText()})`);
  }
}

/** Buys Premium through the local hosted checkout with the test card. */
export async function becomePremium(page: Page): Promise<void> {
  await confirmAddress(page);
  await page.goto('/pricing');
  await appStarted(page);
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await page.waitForURL(/\/checkout\/cs_/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByText('Welcome to Premium!').waitFor();
}
