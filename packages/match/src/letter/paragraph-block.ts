import type { LetterBlock } from '@resumio/contract/cover-letters';

/** A body paragraph of plain text. */
export function paragraphBlock(text: string): LetterBlock {
  return { type: 'paragraph', runs: [{ text }] };
}
