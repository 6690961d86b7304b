import {
  bodyWordCount,
  COVER_LETTER_TITLE_MAX,
  type LetterBlock,
  type LetterContent,
  type LetterRun,
} from '@resumio/contract/cover-letters';
import { COMPANY_MAX, JOB_TITLE_MAX } from '@resumio/contract/enhancement';
import { foldForSearch } from '../../lib/fold-for-search.ts';

export const UNTITLED_LETTER = 'Cover letter';

// Control characters (a pasted line break, say) become spaces: the title is shown in lists and
// tab titles, and the file name is built from it.
export function oneLine(value: string, max: number): string {
  return value
    .replace(/[\p{C}\s]+/gu, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** A run with only the marks it has (`bold: false` is no mark). */
function marked(run: LetterRun): LetterRun {
  return {
    text: run.text,
    ...(run.bold ? { bold: true } : {}),
    ...(run.italic ? { italic: true } : {}),
  };
}

/** Runs without empty pieces, neighbours with the same marks merged into one. */
export function mergeRuns(runs: LetterRun[]): LetterRun[] {
  const merged: LetterRun[] = [];
  for (const run of runs) {
    if (run.text === '') continue;
    const last = merged.at(-1);
    if (last && !!last.bold === !!run.bold && !!last.italic === !!run.italic) {
      last.text += run.text;
    } else {
      merged.push(marked(run));
    }
  }
  return merged;
}

function normaliseBlock(block: LetterBlock): LetterBlock {
  if (block.type === 'paragraph') return { type: 'paragraph', runs: mergeRuns(block.runs) };
  return { type: 'list', ordered: block.ordered, items: block.items.map(mergeRuns) };
}

/** The letter as stored: runs merged, as the contract promises. */
export function normaliseContent(content: LetterContent): LetterContent {
  return { ...content, body: content.body.map(normaliseBlock) };
}

/** A title for a letter saved without one: the role and the company it is for. */
export function defaultTitle(content: Pick<LetterContent, 'jobTitle' | 'company'>): string {
  const role = oneLine(content.jobTitle, COVER_LETTER_TITLE_MAX);
  const company = oneLine(content.company, COVER_LETTER_TITLE_MAX);
  const title = role && company ? `${role} at ${company}` : role || company;
  return oneLine(title, COVER_LETTER_TITLE_MAX) || UNTITLED_LETTER;
}

/** The columns copied out of the letter, so lists and search never parse its content. */
export function letterColumns(title: string, content: LetterContent) {
  const jobTitle = oneLine(content.jobTitle, JOB_TITLE_MAX);
  const company = oneLine(content.company, COMPANY_MAX);
  const cleanTitle = oneLine(title, COVER_LETTER_TITLE_MAX) || UNTITLED_LETTER;
  return {
    title: cleanTitle,
    job_title: jobTitle,
    company,
    content: JSON.stringify(content),
    word_count: bodyWordCount(content),
    search_text: foldForSearch([cleanTitle, company, jobTitle].join('\n')),
  };
}
