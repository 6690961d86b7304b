import { type GeneratedLetter, blockText } from '@resumio/contract/cover-letters';
import { indefiniteArticle } from '../letter/article.ts';
import { TONE_TEMPLATES } from '../letter/templates/index.ts';

/**
 * Sentences of a letter's body that say nothing of the resume (the tones' filler lines): a
 * letter that runs out of material stops, it does not pad.
 */
export function fillerSentences(letter: GeneratedLetter): number {
  const role = letter.content.jobTitle;
  const slots = {
    role,
    aRole: `${indefiniteArticle(role)} ${role}`,
    company: letter.content.company,
  };
  const body = letter.content.body.map(blockText).join('\n');
  const fillers = new Set(
    Object.values(TONE_TEMPLATES).flatMap((t) => t.filler.map((filler) => filler(slots))),
  );
  return [...fillers].filter((f) => body.includes(f)).length;
}
