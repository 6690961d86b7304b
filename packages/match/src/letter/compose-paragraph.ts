import type { Resume } from '@resumio/resume-model';
import {
  type GenerateLetterInput,
  type LetterBlock,
  type LetterContent,
  type LetterRun,
  type ParagraphAction,
  blockText,
} from '@resumio/contract/cover-letters';
import { composeBody } from './compose-letter.ts';
import { formalize } from './formalize.ts';
import { paragraphBlock } from './paragraph-block.ts';
import { planLetter } from './plan.ts';
import { shorten } from './shorten.ts';

// How many further variants "regenerate" tries when one gives back the same paragraph.
const REGENERATE_TRIES = 8;

function mapRuns(block: LetterBlock, change: (text: string) => string): LetterBlock {
  const runs = (list: LetterRun[]) =>
    list.map((run) => ({ ...run, text: change(run.text) })).filter((run) => run.text.length > 0);
  return block.type === 'paragraph'
    ? { ...block, runs: runs(block.runs) }
    : { ...block, items: block.items.map(runs) };
}

function shorterBlock(block: LetterBlock): LetterBlock {
  if (block.type === 'paragraph') return paragraphBlock(shorten(blockText(block)));
  // A list keeps its first two thirds of items, and at least one.
  const keep = Math.max(1, Math.ceil((block.items.length * 2) / 3));
  return {
    ...block,
    items: block.items.slice(0, keep === block.items.length ? Math.max(1, keep - 1) : keep),
  };
}

// A block's place in the letter: the first paragraph opens, the last closes, the others prove.
function counterpart(index: number, count: number, generated: string[]): string | undefined {
  if (generated.length === 0) return undefined;
  if (index === 0) return generated[0];
  if (index >= count - 1) return generated[generated.length - 1];
  const middle = generated.slice(1, -1);
  if (middle.length === 0) return undefined;
  return middle[Math.min(index - 1, middle.length - 1)];
}

/**
 * One body paragraph reworked locally: another variant's paragraph for the same place in the
 * letter, a shorter version of the current text, or the current text in a formal register.
 */
export function composeParagraph(
  resume: Resume,
  input: GenerateLetterInput,
  content: LetterContent,
  blockIndex: number,
  action: ParagraphAction,
  variant: number,
): LetterBlock {
  const block = content.body[blockIndex] ?? paragraphBlock('');
  if (action === 'shorter') return shorterBlock(block);
  if (action === 'more_formal') return mapRuns(block, formalize);
  const current = blockText(block).trim();
  let fallback: string | undefined;
  for (let k = 0; k < REGENERATE_TRIES; k++) {
    const next = { ...input, variant: variant + k };
    const body = composeBody(planLetter(resume, next), next);
    const text = counterpart(
      blockIndex,
      content.body.length,
      body.paragraphs.map((p) => p.text),
    );
    if (text === undefined) break;
    fallback ??= text;
    if (text !== current) return paragraphBlock(text);
  }
  return paragraphBlock(fallback ?? current);
}
