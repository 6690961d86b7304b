import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory, registerThroughUi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { becomePremium, pageApi } from '../support/page-api.ts';

// A posting in the style of real platform-engineering ads: requirements, nice-to-haves and
// tools given as examples.
const POSTING = `Senior Platform Engineer

About the role
You will build and run the platform our product teams ship on, from the deploy pipeline to
the clusters and the dashboards that tell us they are healthy.

Requirements
- 6+ years of software engineering experience
- Strong experience with Kubernetes and Terraform
- Experience with Go or Python
- Experience with PostgreSQL and observability tooling such as Prometheus or Grafana
- CI/CD pipelines

Nice to have
- AWS certification
- Experience mentoring engineers`;

/** Calls the API as the signed-in user of the page (POST when a body is given). */
const api = <T>(page: Page, path: string, body?: unknown) => pageApi<T>(page, path, { body });

const sampleResume = (page: Page) =>
  api<{ id: string }>(page, '/api/resumes', {
    source: 'sample',
    sampleId: 'staff-engineer',
    title: 'Platform resume',
  }).then((created) => created.id);

async function analyse(page: Page, resumeId: string) {
  await page.goto(`/my-resumes/${resumeId}/apply`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByLabel(/Job description/).fill(POSTING);
  await page.getByLabel(/Job title/).fill('Senior Platform Engineer');
  await page.getByLabel(/Company/).fill('Halvard Systems');
  await page.getByRole('button', { name: 'Analyse match' }).click();
  await page.getByRole('meter', { name: 'Match score' }).waitFor();
}

describe('tailoring a resume to a job', () => {
  let browser: Browser;
  let downloads: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    downloads = mkdtempSync(join(tmpdir(), 'resumio-enhancement-'));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(downloads, { recursive: true, force: true });
  });

  it('shows a free user the score and keywords, and the premium gate on tailoring', async () => {
    const { page } = await newPage(browser);
    await registerThroughUi(page, accountFactory());
    const id = await sampleResume(page);
    await analyse(page, id);

    const score = Number(
      await page.getByRole('meter', { name: 'Match score' }).getAttribute('aria-valuenow'),
    );
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThanOrEqual(100);
    const table = page.getByRole('table');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toContain('Kubernetes');
    // The evidence is the resume's own text.
    expect(await table.textContent()).toMatch(/Kubernetes/);

    const gate = page.getByRole('region', { name: 'Resume Enhancement for Job Applications' });
    await gate.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();
    expect(await page.getByRole('button', { name: 'Tailor my resume' }).count()).toBe(0);

    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lets a premium user accept some changes, save the copy and export it', async () => {
    const { page } = await newPage(browser);
    await registerThroughUi(page, accountFactory());
    await becomePremium(page);
    const id = await sampleResume(page);
    const original = await api<{ document: unknown }>(page, `/api/resumes/${id}`);
    await analyse(page, id);

    await page.getByRole('button', { name: 'Tailor my resume' }).click();
    const summary = page.getByRole('article', { name: 'Summary rewritten' });
    const skill = page.getByRole('article', { name: 'Skill added to your list' }).first();
    await summary.waitFor();
    await skill.waitFor();
    const addedSkill = (await skill.locator('span.rounded-full').first().textContent())!.trim();
    expect(addedSkill.length).toBeGreaterThan(0);
    expect(JSON.stringify(original.document)).not.toContain(`"${addedSkill}"`);

    const live = page.getByRole('meter', { name: 'Score with your accepted changes' });
    const cards = await page.getByRole('button', { name: /^Reject: / }).count();
    await page.getByText(`${cards} of ${cards} changes accepted`).waitFor();
    const allAccepted = Number(await live.getAttribute('aria-valuenow'));

    const summaryId = await summary.getAttribute('data-change-id');
    await summary.getByRole('button', { name: /^Reject/ }).click();
    await page.getByText(`${cards - 1} of ${cards} changes accepted`).waitFor();
    await page.getByText('Updating the score…').waitFor({ state: 'detached' });
    const withoutSummary = Number(await live.getAttribute('aria-valuenow'));
    // The live score is the server's score of exactly the accepted changes.
    const tailored = await api<{ changes: { id: string }[] }>(page, `/api/resumes/${id}/tailor`, {
      jobDescription: POSTING,
      jobTitle: 'Senior Platform Engineer',
      company: 'Halvard Systems',
    });
    const accepted = tailored.changes.map((c) => c.id).filter((c) => c !== summaryId);
    expect(accepted).toHaveLength(cards - 1);
    const scored = await api<{ score: number }>(page, `/api/resumes/${id}/tailor/score`, {
      jobDescription: POSTING,
      jobTitle: 'Senior Platform Engineer',
      company: 'Halvard Systems',
      accepted,
    });
    expect(withoutSummary).toBe(scored.score);
    expect(withoutSummary).toBeLessThanOrEqual(allAccepted);

    // A missing requirement the user says is true goes into the copy, and only then.
    const prompts = page.getByRole('region', { name: 'Only add if true' });
    const confirm = prompts.getByRole('button', { name: /^I have this: / }).first();
    const confirmedTerm = (await confirm.getAttribute('aria-label'))!.replace('I have this: ', '');
    expect(JSON.stringify(original.document)).not.toContain(confirmedTerm);
    await confirm.click();
    await page
      .getByText(`${cards - 1} of ${cards} changes accepted, 1 requirement you confirmed`)
      .waitFor();
    await page.getByText('Updating the score…').waitFor({ state: 'detached' });
    const withConfirmed = await api<{
      score: number;
      keywords: { term: string; found: boolean }[];
    }>(page, `/api/resumes/${id}/tailor/score`, {
      jobDescription: POSTING,
      jobTitle: 'Senior Platform Engineer',
      company: 'Halvard Systems',
      accepted,
      confirmed: [confirmedTerm],
    });
    expect(withConfirmed.keywords.find((k) => k.term === confirmedTerm)?.found).toBe(true);
    expect(Number(await live.getAttribute('aria-valuenow'))).toBe(withConfirmed.score);
    expect(withConfirmed.score).toBeGreaterThanOrEqual(withoutSummary);

    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save and download PDF' }).click(),
    ]);
    const file = join(downloads, 'tailored.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(addedSkill);
    expect(text).toContain(confirmedTerm);

    // The copy remembers the job; the source resume is untouched.
    const list = await api<{ items: { id: string; title: string }[] }>(
      page,
      '/api/resumes?pageSize=100',
    );
    const copy = list.items.find((item) => item.id !== id)!;
    expect(copy).toBeDefined();
    const detail = await api<{
      document: unknown;
      tailoredFor: { company: string | null; sourceResumeId: string | null } | null;
    }>(page, `/api/resumes/${copy.id}`);
    expect(detail.tailoredFor).toMatchObject({ company: 'Halvard Systems', sourceResumeId: id });
    expect(JSON.stringify(detail.document)).toContain(addedSkill);
    expect(JSON.stringify(detail.document)).toContain(confirmedTerm);
    const source = await api<{ document: unknown }>(page, `/api/resumes/${id}`);
    expect(source.document).toEqual(original.document);
    // The rejected summary stayed as it was in the copy.
    expect((detail.document as { basics: { summary?: string } }).basics.summary).toBe(
      (original.document as { basics: { summary?: string } }).basics.summary,
    );
  });

  it('is usable on a phone', async () => {
    const { page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await registerThroughUi(page, accountFactory());
    const id = await sampleResume(page);
    await analyse(page, id);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
