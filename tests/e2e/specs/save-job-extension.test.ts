import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { CHROMIUM_PATH, baseURL } from '../support/browser.ts';
import { type JobPostingSite, startJobPostingSite } from '../support/job-posting-site.ts';
import { becomePremium, pageApi } from '../support/page-api.ts';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
// The global setup builds the API and the web app; the extension is built here, as
// `npm run build` builds it (nothing is done when the build is current).
const extensionDir = join(root, 'apps/extension/dist/unpacked');

interface Job {
  id: string;
  company: string;
  role: string;
  location: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: string | null;
  postingUrl: string | null;
  source: string | null;
  jobDescription: string | null;
}

describe('the Save job browser extension', () => {
  let context: BrowserContext;
  let worker: Worker;
  let site: JobPostingSite;
  const profile = mkdtempSync(join(tmpdir(), 'resumio-extension-'));

  beforeAll(async () => {
    const { buildExtension } = await import(join(root, 'apps/extension/build.mjs'));
    await buildExtension();
    site = await startJobPostingSite();
    // Extensions load only into a persistent profile, and Playwright's own --headless and
    // --disable-extensions are replaced by the new headless mode, which runs extensions.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: false,
      ignoreDefaultArgs: ['--disable-extensions'],
      baseURL: baseURL(),
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
      ],
    });
    worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  });
  afterAll(async () => {
    await context?.close();
    await site?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('reads a posting on another site, signs in with PKCE and saves it to the tracker', async () => {
    // Node's URL gives no origin for this scheme: the address up to its path.
    const extensionOrigin = /^chrome-extension:\/\/[^/]+/.exec(worker.url())?.[0];
    expect(extensionOrigin).toMatch(/^chrome-extension:\/\/[a-p]{32}$/);

    // A Premium account, signed in to the app in this browser (the tracker is Premium).
    const app = await context.newPage();
    await registerThroughUi(app, accountFactory());
    await becomePremium(app);

    // The server address is set in the extension's options page.
    const options = await context.newPage();
    await options.goto(`${extensionOrigin}/options.html`);
    await expect
      .poll(() => options.getByLabel('Resumio server address').inputValue())
      .toBe('http://localhost:3000');
    await options.getByLabel('Resumio server address').fill(`${baseURL()}/dashboard`);
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByText(`Saved. Jobs go to ${baseURL()}.`).waitFor();

    // The posting, open in a tab; the popup's page is opened for that tab.
    const posting = await context.newPage();
    await posting.goto(site.url);
    const tabId = await worker.evaluate(async (url: string) => {
      const api = (
        globalThis as unknown as {
          chrome: { tabs: { query(q: object): Promise<{ id: number; url: string }[]> } };
        }
      ).chrome;
      const tabs = await api.tabs.query({});
      return tabs.find((tab) => tab.url === url)?.id;
    }, site.url);
    expect(tabId).toBeTypeOf('number');
    const popup = await context.newPage();
    await popup.goto(`${extensionOrigin}/popup.html?tab=${tabId}`);
    const form = popup.getByRole('form', { name: 'The job, as read from the page' });
    await form.waitFor();
    await popup.getByText('Read from the page’s job posting data').waitFor();
    expect(await popup.getByLabel('Company').inputValue()).toBe('Halvard Logistics');
    expect(await popup.getByLabel('Role').inputValue()).toBe('Platform Engineer');
    expect(await popup.getByLabel('Location').inputValue()).toBe('Oslo, NO');
    expect(await popup.getByLabel('Salary from', { exact: true }).inputValue()).toBe('850000');
    expect(await popup.getByLabel('Salary to', { exact: true }).inputValue()).toBe('950000');
    expect(await popup.getByLabel('Currency').inputValue()).toBe('NOK');
    expect(await popup.getByLabel('Per').inputValue()).toBe('year');
    expect(await popup.getByLabel('Posting link').inputValue()).toBe(site.url);
    expect(await popup.getByLabel('Description').inputValue()).toBe(
      'Run the platform our route planners build on.\n- Kubernetes\n- Terraform',
    );
    await expect
      .poll(() => popup.getByRole('button', { name: 'Sign in to Resumio' }).isVisible())
      .toBe(true);

    // A blank role is refused beside its field, before any request.
    await popup.getByLabel('Role').fill(' ');
    await popup.getByRole('button', { name: 'Save job' }).click();
    await popup.getByText('Fill this in.').waitFor();
    expect(await popup.getByLabel('Role').getAttribute('aria-invalid')).toBe('true');

    // Corrected and saved: the first save signs in through a tab (the app's session answers it
    // without a form), and the tab closes itself once the extension has the code.
    await popup.getByLabel('Role').fill('Senior Platform Engineer');
    const signInTab = context.waitForEvent('page');
    await popup.getByRole('button', { name: 'Save job' }).click();
    // The tab closes itself once the extension has taken the code from the redirect URI.
    const tab = await signInTab;
    await expect.poll(() => tab.isClosed() || tab.url()).toBe(true);
    await popup
      .getByText('Saved “Senior Platform Engineer” at Halvard Logistics to your job tracker.')
      .waitFor();
    expect(tab.isClosed()).toBe(true);

    const { items } = await pageApi<{ items: Job[] }>(app, '/api/jobs');
    expect(items).toHaveLength(1);
    const saved = await pageApi<Job>(app, `/api/jobs/${items[0]!.id}`);
    expect(saved).toMatchObject({
      company: 'Halvard Logistics',
      role: 'Senior Platform Engineer',
      location: 'Oslo, NO',
      salaryMin: 850000,
      salaryMax: 950000,
      salaryCurrency: 'NOK',
      salaryPeriod: 'year',
      postingUrl: site.url,
      source: '127.0.0.1',
      jobDescription: 'Run the platform our route planners build on.\n- Kubernetes\n- Terraform',
    });
    expect(
      await popup.getByRole('link', { name: 'Open in the job tracker' }).getAttribute('href'),
    ).toBe(`${baseURL()}/job-tracker?job=${saved.id}`);

    // A second save needs no sign-in: the tokens are kept.
    await popup.reload();
    await popup.getByLabel('Company').waitFor();
    await expect
      .poll(() => popup.getByRole('button', { name: 'Sign in to Resumio' }).isHidden())
      .toBe(true);

    // "Match my resume" opens the app's match page for the newest resume (here: none yet, so
    // the resume list to start one).
    await popup.goto(`${extensionOrigin}/popup.html?tab=${tabId}`);
    await popup.getByRole('button', { name: 'Save job' }).click();
    await popup.getByRole('button', { name: 'Match my resume' }).waitFor();
    const resume = await pageApi<{ id: string }>(app, '/api/resumes', {
      body: { source: 'sample', sampleId: 'staff-engineer', title: 'Platform resume' },
    });
    const matchPage = context.waitForEvent('page');
    await popup.getByRole('button', { name: 'Match my resume' }).click();
    const opened = await matchPage;
    await opened.waitForURL((url) => url.pathname === `/my-resumes/${resume.id}/apply`);
    // The saved job is the posting the page matches against.
    const second = new URL(opened.url()).searchParams.get('job')!;
    expect(second).not.toBe(saved.id);
    await expect
      .poll(() => opened.getByLabel('Job title').inputValue(), { timeout: 20_000 })
      .toBe('Platform Engineer');
    expect(await opened.getByLabel('Company').inputValue()).toBe('Halvard Logistics');
  });
});
