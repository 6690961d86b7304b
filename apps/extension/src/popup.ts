import type { JobLinkDraft } from '@resumio/contract/jobs';
import { collectPageParts } from '@resumio/job-posting/collect-page-parts.ts';
import { readJobPostingFromParts } from '@resumio/job-posting/read-job-posting.ts';
import { storedTokens } from './auth/tokens.ts';
import { ext } from './browser-api.ts';
import { type JobFormValues, formValuesOf, jobFormFields, toCreateJob } from './job-form.ts';
import type { Answer, Request } from './messages.ts';
import { serverUrl } from './settings.ts';
import { SignInNeeded, latestResumeId, saveJob } from './tracker-api.ts';

const DESCRIPTION_MAX = 20_000;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('job-form');
const status = byId<HTMLParagraphElement>('status');
const errorBox = byId<HTMLParagraphElement>('error');
const signInButton = byId<HTMLButtonElement>('sign-in');
const saved = byId<HTMLDivElement>('saved');

function showError(message: string | null) {
  errorBox.textContent = message ?? '';
  errorBox.hidden = !message;
}

/**
 * The tab to read: the one the popup was opened over. `?tab=` names another, for when this page
 * is opened in a tab of its own (a browser that shows no popup, and the end-to-end test).
 */
async function targetTabId(): Promise<number> {
  const named = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(named) && named > 0) return named;
  const [tab] = await ext.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) throw new Error('No page to read.');
  return tab.id;
}

async function readPage(): Promise<JobLinkDraft> {
  const tabId = await targetTabId();
  const tab = await ext.tabs.get(tabId);
  if (!tab.url || !/^https?:/.test(tab.url)) {
    throw new Error('Open a job posting on a website, then choose Save job again.');
  }
  const [injected] = await ext.scripting.executeScript({
    target: { tabId },
    func: collectPageParts,
    args: [DESCRIPTION_MAX],
  });
  if (!injected?.result) throw new Error('This page could not be read.');
  return readJobPostingFromParts(injected.result);
}

const field = (name: keyof JobFormValues) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fill(values: JobFormValues) {
  for (const name of jobFormFields) field(name).value = values[name];
}

function values(): JobFormValues {
  return Object.fromEntries(
    jobFormFields.map((name) => [name, field(name).value]),
  ) as unknown as JobFormValues;
}

function showFieldErrors(errors: Partial<Record<keyof JobFormValues, string>>) {
  for (const name of jobFormFields) {
    const box = document.getElementById(`${name}-error`);
    const message = errors[name];
    field(name).setAttribute('aria-invalid', message ? 'true' : 'false');
    if (box) {
      box.textContent = message ?? '';
      box.hidden = !message;
      if (message) field(name).setAttribute('aria-describedby', box.id);
    }
  }
  const first = jobFormFields.find((name) => errors[name]);
  if (first) field(first).focus();
}

async function signIn(): Promise<boolean> {
  status.textContent = 'Sign in to Resumio in the tab that opened…';
  const answer = await ext.runtime.sendMessage<Answer>({ type: 'sign-in' } satisfies Request);
  if (!answer.ok) {
    showError(`Signing in did not finish: ${answer.error}`);
    return false;
  }
  signInButton.hidden = true;
  status.textContent = 'Signed in.';
  return true;
}

async function start() {
  const server = await serverUrl();
  const signedIn = !!(await storedTokens(server));
  signInButton.hidden = signedIn;
  let draft: JobLinkDraft;
  try {
    draft = await readPage();
  } catch (error) {
    status.textContent = '';
    showError(error instanceof Error ? error.message : String(error));
    return;
  }
  fill(formValuesOf(draft));
  byId('source').textContent = draft.source;
  form.hidden = false;
  status.textContent =
    draft.readFrom === 'structured-data'
      ? 'Read from the page’s job posting data. Check it, then save.'
      : 'This page publishes no job posting data: we guessed from its title and text. Check it, then save.';

  signInButton.addEventListener('click', () => void signIn());

  let savedId = '';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void (async () => {
      showError(null);
      const result = toCreateJob(values(), draft);
      if (!result.ok) {
        showFieldErrors(result.errors);
        return;
      }
      showFieldErrors({});
      const submit = byId<HTMLButtonElement>('save');
      submit.disabled = true;
      try {
        let id: string;
        try {
          id = await saveJob(server, result.job);
        } catch (error) {
          if (!(error instanceof SignInNeeded) || !(await signIn())) throw error;
          id = await saveJob(server, result.job);
        }
        savedId = id;
        form.hidden = true;
        status.textContent = `Saved “${result.job.role}” at ${result.job.company} to your job tracker.`;
        byId<HTMLAnchorElement>('open-tracker').href =
          `${server}/job-tracker?job=${encodeURIComponent(id)}`;
        saved.hidden = false;
        byId<HTMLButtonElement>('match').focus();
      } catch (error) {
        showError(error instanceof Error ? error.message : String(error));
      } finally {
        submit.disabled = false;
      }
    })();
  });

  byId('match').addEventListener('click', () => {
    void (async () => {
      const resumeId = await latestResumeId(server).catch(() => null);
      // The match page takes the saved job as its posting.
      await ext.tabs.create({
        url: resumeId
          ? `${server}/my-resumes/${encodeURIComponent(resumeId)}/apply?job=${encodeURIComponent(savedId)}`
          : `${server}/my-resumes`,
      });
    })();
  });
}

void start();
