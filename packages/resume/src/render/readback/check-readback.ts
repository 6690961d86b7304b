import type { Resume } from '../../model/resume.ts';
import { buildResumeView } from '../../view/build-resume-view.ts';
import { type ExpectedField, expectedGroups } from './expected-fields.ts';
import { extractPdfText } from './extract-pdf-text.ts';
import { type Haystack, toHaystack, toNeedle } from './normalise-text.ts';

export interface ReadbackResult {
  /** Every field is present and in reading order. */
  ok: boolean;
  /** Share of fields found in order, 0–100. */
  score: number;
  /** Field texts not found anywhere in the PDF's text. */
  missing: string[];
  /** Field texts present but not where the reading order puts them. */
  outOfOrder: string[];
  /** Number of fields checked. */
  fields: number;
  pageCount: number;
}

/** The first comparable character at or after a source-text index (origin is ascending). */
function indexFrom(haystack: Haystack, from: number): number {
  let low = 0;
  let high = haystack.origin.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (haystack.origin[mid]! < from) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Positions are source-text indexes. */
function find(
  haystack: Haystack,
  needle: string,
  from: number,
): { start: number; end: number } | undefined {
  const at = haystack.chars.indexOf(needle, indexFrom(haystack, from));
  if (at < 0) return undefined;
  return { start: haystack.origin[at]!, end: haystack.origin[at + needle.length - 1]! + 1 };
}

/**
 * What an applicant-tracking system would read: the PDF's text is extracted with pdf.js and
 * every displayed field (name, contacts, section titles, titles, organisations, dates as shown,
 * bullets) must be present, each entry's fields together, and entries in document order.
 */
export async function checkReadback(pdfBytes: Uint8Array, resume: Resume): Promise<ReadbackResult> {
  const extracted = await extractPdfText(pdfBytes);
  const haystack = toHaystack(extracted.text);
  const missing: string[] = [];
  const outOfOrder: string[] = [];
  let fields = 0;
  let cursor = 0;

  const locate = (f: ExpectedField, from: number) => {
    fields += 1;
    const needle = toNeedle(f.text);
    const hit = find(haystack, needle, from);
    if (hit) return hit;
    if (find(haystack, needle, 0)) outOfOrder.push(f.text);
    else missing.push(f.text);
    return undefined;
  };

  for (const group of expectedGroups(buildResumeView(resume))) {
    const groupStart = cursor;
    let headEnd = cursor;
    for (const f of group.head) {
      const hit = locate(f, groupStart);
      if (hit) headEnd = Math.max(headEnd, hit.end);
    }
    cursor = headEnd;
    for (const f of group.body) {
      const hit = locate(f, cursor);
      if (hit) cursor = hit.end;
    }
  }
  const failed = missing.length + outOfOrder.length;
  return {
    ok: failed === 0,
    score: fields === 0 ? 100 : Math.round(((fields - failed) / fields) * 100),
    missing,
    outOfOrder,
    fields,
    pageCount: extracted.pages.length,
  };
}
