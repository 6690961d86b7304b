import { type JobPosting, emptyPosting } from './job-posting.ts';

/** The last posting per resume lives in this tab's session, so a reload keeps it. */
const keyFor = (resumeId: string) => `resumio:tailor-posting:${resumeId}`;

export function readSavedPosting(resumeId: string): JobPosting {
  try {
    const raw = window.sessionStorage.getItem(keyFor(resumeId));
    if (!raw) return emptyPosting;
    const value = JSON.parse(raw) as Partial<Record<keyof JobPosting, unknown>>;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return {
      jobDescription: text(value.jobDescription),
      jobTitle: text(value.jobTitle),
      company: text(value.company),
    };
  } catch {
    return emptyPosting;
  }
}

export function writeSavedPosting(resumeId: string, posting: JobPosting): void {
  try {
    const empty = !posting.jobDescription && !posting.jobTitle && !posting.company;
    if (empty) window.sessionStorage.removeItem(keyFor(resumeId));
    else window.sessionStorage.setItem(keyFor(resumeId), JSON.stringify(posting));
  } catch {
    // Storage full or blocked (private mode): the form still works, it just is not kept.
  }
}
