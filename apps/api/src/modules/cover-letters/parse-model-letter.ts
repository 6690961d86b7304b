import {
  CLOSING_MAX,
  GREETING_MAX,
  type LetterBlock,
  type LetterContent,
  type LetterRun,
  SIGNATURE_MAX,
} from '@resumio/contract/cover-letters';
import {
  defaultLetterClosing,
  detectDocumentLanguage,
  isLetterClosing,
  isLetterGreeting,
} from '@resumio/resume';
import { mergeRuns } from './letter-content.ts';

// `***both***`, `**bold**`, `*italic*` or `_italic_`, on one line; anything else is text.
const MARKS =
  /\*\*\*([^*\n]+?)\*\*\*|\*\*([^*\n]+?)\*\*|\*([^*\s][^*\n]*?)\*|(?<![\p{L}\p{N}])_([^_\s][^_\n]*?)_(?![\p{L}\p{N}])/gu;
const BULLET = /^\s*[-*•]\s+/u;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/u;
// A greeting opens the letter and a closing ends it, in any document language: a model asked
// for a letter in the posting's language writes "Sehr geehrte …" and "Mit freundlichen Grüßen".
const GREETING = { test: isLetterGreeting };
const CLOSING = { test: isLetterClosing };

/** Light Markdown emphasis as runs; markers the model left unbalanced stay as text. */
export function parseInline(text: string): LetterRun[] {
  const runs: LetterRun[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKS)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    const [, both, bold, italic, underscored] = match;
    if (both !== undefined) runs.push({ text: both, bold: true, italic: true });
    else if (bold !== undefined) runs.push({ text: bold, bold: true });
    else runs.push({ text: italic ?? underscored ?? '', italic: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return mergeRuns(runs);
}

const joinLines = (lines: string[]) => lines.map((line) => line.trim()).join(' ');

/** One block of the body: a list when every line is an item, else a paragraph. */
function toBlock(lines: string[]): LetterBlock {
  const numbered = lines.every((line) => NUMBERED.test(line));
  if (numbered || lines.every((line) => BULLET.test(line))) {
    const marker = numbered ? NUMBERED : BULLET;
    return {
      type: 'list',
      ordered: numbered,
      items: lines.map((line) => parseInline(line.replace(marker, '').trim())),
    };
  }
  return { type: 'paragraph', runs: parseInline(joinLines(lines)) };
}

/** Plain text without emphasis markers, for the one-line parts of the letter. */
const plainLine = (text: string, max: number) =>
  parseInline(text)
    .map((run) => run.text)
    .join('')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, max);

const isShort = (lines: string[], max: number) =>
  lines.length === 1 && lines[0]!.trim().length <= max;

export interface LetterFrame {
  /** The posting and recipient as the user gave them. */
  company: string;
  jobTitle: string;
  recipientName: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The resume's name, for a letter the model did not sign. */
  name: string;
}

/**
 * A model's letter (plain text, blocks a blank line apart) in the contract's shape: the greeting
 * is a first short line that greets, the closing and signature are the last short lines after
 * the body, lists are lines that all start with a marker, and light Markdown emphasis becomes
 * marks. What the model leaves out (a signature, say) is filled from what the user gave; the
 * caller validates the result against the contract.
 */
export function parseModelLetter(text: string, frame: LetterFrame): LetterContent {
  const chunks = text
    .replace(/\r\n?/gu, '\n')
    .split(/\n\s*\n/u)
    .map((chunk) => chunk.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    // Headings a model may add despite being asked not to.
    .map((lines) => lines.filter((line) => !/^\s*#{1,6}\s/u.test(line)))
    .filter((lines) => lines.length > 0);

  let greeting = '';
  const first = chunks[0];
  if (first && GREETING.test(first[0]!.trim()) && first[0]!.trim().length <= GREETING_MAX) {
    greeting = plainLine(first[0]!, GREETING_MAX);
    if (first.length === 1) chunks.shift();
    else first.shift();
  }

  let closing = '';
  let signature = '';
  const last = chunks.at(-1);
  if (last && last.length >= 2 && CLOSING.test(last[0]!.trim()) && last[0]!.length <= CLOSING_MAX) {
    // "Sincerely,\nAna Ruiz" in one block.
    closing = plainLine(last[0]!, CLOSING_MAX);
    signature = plainLine(last.slice(1).join(' '), SIGNATURE_MAX);
    chunks.pop();
  } else if (last && isShort(last, SIGNATURE_MAX)) {
    const before = chunks.at(-2);
    if (CLOSING.test(last[0]!.trim())) {
      closing = plainLine(last[0]!, CLOSING_MAX);
      chunks.pop();
    } else if (before && isShort(before, CLOSING_MAX) && CLOSING.test(before[0]!.trim())) {
      closing = plainLine(before[0]!, CLOSING_MAX);
      signature = plainLine(last[0]!, SIGNATURE_MAX);
      chunks.splice(-2, 2);
    }
  }

  const body = chunks.map(toBlock);
  const language = detectDocumentLanguage(chunks.flat().join('\n')) ?? 'en';
  return {
    date: frame.date,
    recipientName: frame.recipientName,
    company: frame.company,
    jobTitle: frame.jobTitle,
    greeting,
    body,
    closing: closing || defaultLetterClosing(language),
    signature: signature || frame.name,
  };
}

/** A model's paragraph as one block (a list stays a list). */
export function parseModelParagraph(text: string): LetterBlock {
  const lines = text
    .replace(/\r\n?/gu, '\n')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return toBlock(lines.length > 0 ? lines : ['']);
}
