import type { Resume } from '@resumio/resume';

/**
 * The places a rewrite may touch: the summary and the highlights of work, projects and volunteer
 * entries, as `basics.summary` or `work[0].highlights[2]` (the engine's and the contract's paths).
 */
const TEXT_PATH =
  /^(?:basics\.summary|(work|projects|volunteer)\[(\d{1,3})\]\.highlights\[(\d{1,3})\])$/;

type Highlights = { list: unknown[]; index: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function highlightsAt(resume: Resume, path: string): Highlights | 'summary' | undefined {
  const match = TEXT_PATH.exec(path);
  if (!match) return undefined;
  const [, section, entry, item] = match;
  if (!section) return 'summary';
  const entries: unknown = (resume as Record<string, unknown>)[section];
  const found: unknown = Array.isArray(entries) ? entries[Number(entry)] : undefined;
  const list = isRecord(found) ? found.highlights : undefined;
  return Array.isArray(list) ? { list, index: Number(item) } : undefined;
}

export function isTextPath(path: string): boolean {
  return TEXT_PATH.test(path);
}

export function isSummaryPath(path: string): boolean {
  return path === 'basics.summary';
}

/** The text at a rewritable path, or undefined when the resume has none there. */
export function textAt(resume: Resume, path: string): string | undefined {
  const place = highlightsAt(resume, path);
  if (place === 'summary') {
    const summary: unknown = resume.basics?.summary;
    return typeof summary === 'string' ? summary : undefined;
  }
  const text: unknown = place?.list[place.index];
  return typeof text === 'string' ? text : undefined;
}

/** Writes `text` at a path that holds text now (a document being built, never a stored one). */
export function setTextAt(document: Resume, path: string, text: string): void {
  if (textAt(document, path) === undefined) return;
  const place = highlightsAt(document, path);
  if (place === 'summary') document.basics = { ...document.basics, summary: text };
  else if (place) place.list[place.index] = text;
}

/** Paths in reading order: `work[2]` before `work[10]`. */
export function comparePaths(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
