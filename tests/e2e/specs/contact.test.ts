import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, snapshot } from '../support/browser.ts';
import { becomePremium } from '../support/page-api.ts';

const MESSAGE =
  'The PDF export of my resume cuts off the last line of the second page. Could you take a look?';

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

async function openContact(page: Page) {
  await page.goto('/contact');
  await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
  await page.getByTestId('page-loading-overlay').waitFor({ state: 'hidden' });
}

/** The subjects of the messages in the outbox (newest first), as a developer reads them. */
async function outboxSubjects(page: Page): Promise<string[]> {
  await page.goto('/dev/outbox');
  return page.locator('article dl dd:nth-of-type(2)').allTextContents();
}

describe('contact form', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('takes a guest’s message: errors beside the fields, then the confirmation', async () => {
    const { page } = await newPage(browser);
    await openContact(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'contact-desktop');

    // Nothing filled in: each field says what it needs, and the first one gets the focus.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => field(page, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Name').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByText('Choose a topic.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await field(page, 'Name').fill('Zoë Guest');
    await field(page, 'Email').fill('zoe.guest@example.com');
    await field(page, 'Topic').selectOption('bug');
    await field(page, 'Message').fill(MESSAGE);
    await page.getByText(`${MESSAGE.length} / 5,000 characters`).waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();

    const confirmation = page.getByTestId('contact-confirmation');
    await confirmation.getByRole('heading', { name: 'Message sent' }).waitFor();
    expect(await confirmation.textContent()).toContain('We reply within 3 business days.');
    expect(await confirmation.textContent()).toContain('zoe.guest@example.com');
    await snapshot(page, 'contact-sent-guest');

    const subjects = await outboxSubjects(page);
    const forSupport = subjects.filter((s) => s.startsWith('Contact: Something is not working'));
    expect(forSupport).toHaveLength(1);
    expect(forSupport[0]).toContain('from Zoë Guest');
    expect(subjects.filter((s) => s.startsWith('We received your message'))).toHaveLength(1);
  });

  // Registering and paying come first, through their own screens.
  it(
    'gives a Premium member priority support, with their address filled in',
    { timeout: 120_000 },
    async () => {
      const { page } = await newPage(browser);
      const account = accountFactory();
      await registerThroughUi(page, account);
      await becomePremium(page);

      await openContact(page);
      await expect.poll(() => field(page, 'Email').inputValue()).toBe(account.email);
      expect(await field(page, 'Name').inputValue()).toBe(account.name);
      await page.getByTestId('contact-support-level').getByText('Priority support:').waitFor();
      await field(page, 'Topic').selectOption('billing');
      await field(page, 'Message').fill(
        'Can I get an invoice with my company name for last month?',
      );
      await page.getByRole('button', { name: 'Send message' }).click();

      const confirmation = page.getByTestId('contact-confirmation');
      await confirmation.getByRole('heading', { name: 'Message sent' }).waitFor();
      expect(await confirmation.textContent()).toContain(
        'As a Premium member, your message goes to the front of the queue: we reply within 1 business day.',
      );
      await snapshot(page, 'contact-sent-premium');

      const subjects = await outboxSubjects(page);
      expect(
        subjects.filter((s) => s.startsWith(`[Priority] Contact: Billing and subscription`)),
      ).toHaveLength(1);
      expect(
        subjects.filter((s) => s.startsWith('Priority support: we received your message')),
      ).toHaveLength(1);
    },
  );

  it('fits a phone screen, axe clean', async () => {
    const { page } = await newPage(browser, { viewport: { width: 375, height: 812 } });
    await openContact(page);
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await snapshot(page, 'contact-mobile');
  });
});
