import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export function baseURL(): string {
  return inject('baseURL');
}

/** Console lines that say nothing about the app: the browser asking for a favicon. */
const UNRELATED_CONSOLE_ERROR = /favicon/;

/**
 * A fresh context (own storage) for one test. It is closed however the test ends, so a failed step
 * never leaves pages open for the next one, and a test that otherwise passed fails on any console
 * error the app logged. A journey that provokes errors on purpose empties `consoleErrors` once it
 * has checked them.
 */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  onTestFinished(() => context.close());
  onTestFinished(({ task }) => {
    if (task.result?.state === 'fail') return;
    const errors = consoleErrors.filter((error) => !UNRELATED_CONSOLE_ERROR.test(error));
    expect(errors, 'console errors').toEqual([]);
  });
  return { context, page, consoleErrors };
}

/**
 * Saves a full-page screenshot to tests/e2e/artifacts/<name>.png when E2E_SCREENSHOTS is set, for
 * looking at the pages a journey went through; otherwise does nothing.
 */
export async function snapshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  // The page as a person sees it: after the short loading overlay of a navigation.
  await page.getByTestId('page-loading-overlay').waitFor({ state: 'detached' });
  const dir = new URL('../artifacts/', import.meta.url);
  await page.screenshot({ path: new URL(`${name}.png`, dir).pathname, fullPage: true });
}

/**
 * Waits until the app runs on the page: it has counted the page's view. Public pages arrive as
 * prerendered HTML that reads at once; a click before the app starts is a plain page load.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).some(
      (entry) => entry.event === 'page_view',
    ),
  );
}
