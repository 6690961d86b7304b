import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { appStarted, launchBrowser, newPage } from '../support/browser.ts';
import { confirmAddress } from '../support/page-api.ts';

const DECLINED_CARD = '4000 0000 0000 0002';
const GOOD_CARD = '4242 4242 4242 4242';
const FAILS_AT_RENEWAL_CARD = '4000 0000 0000 0341';

async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await appStarted(page);
  await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
}

const planBadge = (page: Page, plan: 'Free' | 'Premium') =>
  page.locator('header').getByRole('link', { name: `Your plan: ${plan}` });

/** From /pricing to the local provider's hosted checkout page. */
async function upgradeFromPricing(page: Page) {
  // Checkout waits for a confirmed address (decision 046).
  await confirmAddress(page);
  await page.goto('/pricing');
  await settled(page);
  await planBadge(page, 'Free').waitFor();
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await page.waitForURL(/\/checkout\/cs_/);
  await page.getByRole('heading', { level: 1, name: 'Subscribe to Resumio Premium' }).waitFor();
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** Back on /subscription after paying: the page confirms the checkout, then shows Premium. */
async function expectPremiumActive(page: Page) {
  await page.getByText('Welcome to Premium!').waitFor();
  const plan = page.locator('main');
  await plan.getByText('Active', { exact: true }).waitFor();
  await plan.getByText(/^Renews on .+/).waitFor();
  await planBadge(page, 'Premium').waitFor();
}

async function advanceBillingClock(page: Page, days: number) {
  const answer = await page.evaluate(async (days) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const token = (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string })
      .access_token;
    const response = await fetch('/api/stripe/debug/advance-clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ days }),
    });
    return { status: response.status, body: (await response.json()) as { failed: string[] } };
  }, days);
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('plans, checkout and subscriptions in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  // Closed even when a step fails, so one failure does not hold pages open for the next test.
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => browser?.close());

  const open = async () => {
    const opened = await newPage(browser);
    contexts.push(opened.context);
    return opened;
  };

  it('upgrades through checkout, opens the gates, cancels and resumes', async () => {
    const { page, consoleErrors } = await open();
    await registerThroughUi(page, accountFactory());

    await upgradeFromPricing(page);
    expect(await seriousViolations(page)).toEqual([]);

    // A declined card stays on the checkout page with the reason.
    await payWith(page, DECLINED_CARD);
    const declined = page.getByRole('alert');
    await declined.waitFor();
    expect(await declined.textContent()).toContain('Your card was declined.');
    expect(new URL(page.url()).pathname).toMatch(/^\/checkout\/cs_/);

    // The declined card's 400 answer is logged by the browser; only the app's own pages count.
    consoleErrors.length = 0;
    await payWith(page, GOOD_CARD);
    await page.waitForURL(
      (url) => url.pathname === '/subscription' && url.searchParams.get('checkout') === 'success',
    );
    await expectPremiumActive(page);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    // The job tracker gate is open: the tracker shows, the upsell does not.
    await page.goto('/job-tracker');
    await page.getByRole('button', { name: 'Add your first application' }).waitFor();
    expect(
      await page.getByRole('region', { name: 'Advanced Job Application Tracking' }).count(),
    ).toBe(0);

    // Cancel: confirmed in a dialog; Premium stays until the end of the period.
    await page.goto('/subscription');
    await settled(page);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Premium?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.waitFor({ state: 'detached' });
    const endsOn = page.locator('main').getByText(/^Premium ends on .+\d{4}/);
    await endsOn.waitFor();
    await planBadge(page, 'Premium').waitFor();
    await page.goto('/job-tracker');
    await page.getByRole('button', { name: 'Add your first application' }).waitFor();

    // Resume before the period ends: it renews again.
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await page.getByText(/^Your subscription is back on\. Renews on .+/).waitFor();
    expect(await page.getByRole('button', { name: 'Resume subscription' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel subscription' }).waitFor();

    expect(consoleErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });

  it('shows a past-due subscription when the renewal payment fails, and closes the gates', async () => {
    const { page } = await open();
    await registerThroughUi(page, accountFactory());

    await upgradeFromPricing(page);
    await payWith(page, FAILS_AT_RENEWAL_CARD);
    await page.waitForURL((url) => url.pathname === '/subscription');
    await expectPremiumActive(page);

    // Past the end of the first month: the renewal is charged to the card, and fails.
    const advanced = await advanceBillingClock(page, 32);
    expect(advanced.failed.length).toBeGreaterThan(0);

    await page.goto('/subscription');
    const banner = page.getByRole('alert').filter({ hasText: 'Your last payment failed' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Update payment method' }).waitFor();
    await page.locator('main').getByText('Past due', { exact: true }).waitFor();
    await planBadge(page, 'Free').waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/job-tracker');
    const gate = page.getByRole('region', { name: 'Advanced Job Application Tracking' });
    await gate.waitFor();
    expect(await gate.textContent()).toContain(
      'The job tracker tracks applications, deadlines and follow-ups, and gives analytics.',
    );
    await gate.getByRole('link', { name: 'Update payment method' }).click();

    // The way out: a new card on the provider's page pays what is due and Premium comes back.
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByRole('alert').getByRole('button', { name: 'Update payment method' }).click();
    await page.waitForURL(/\/checkout\/cs_/);
    await page.getByRole('heading', { level: 1, name: 'Update your payment method' }).waitFor();
    await payWith(page, GOOD_CARD);
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page
      .locator('main')
      .getByText(/^Renews on .+/)
      .waitFor();
    await planBadge(page, 'Premium').waitFor();
  });

  it('returns a visitor to checkout after sign-in, and says when checkout was cancelled', async () => {
    const { context, page } = await open();
    const account = accountFactory();
    await registerThroughUi(page, account);
    await confirmAddress(page);
    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();

    await page.goto('/pricing');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.getByRole('heading', { name: 'Sign in to Resumio' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Signed in again, the upgrade continues on its own to the hosted checkout page.
    await page.waitForURL(/\/checkout\/cs_/);
    await page.getByRole('link', { name: 'Cancel and return' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/subscription' && url.searchParams.get('checkout') === 'cancelled',
    );
    await page.getByText('Checkout cancelled').waitFor();
    await page.locator('main').getByText('No subscription', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();
  });
});
