import type { Resume } from '@resumio/resume-model';
import { type LetterContent, type LetterFlag, blockText } from '@resumio/contract/cover-letters';
import { type ResumeFacts, resumeFacts } from '../guard/resume-facts.ts';
import { checkAgainstFacts } from '../guard/truthfulness.ts';
import { allowedPhrases, maskAllowed } from './allowed-phrases.ts';

/**
 * Facts in a letter that the resume does not support: the tailoring guard, read over every
 * block. The posting's company and job title and the recipient's name are the letter's own
 * subject, not claims about the candidate, so they are masked before the check.
 */
export function checkLetter(resume: Resume, content: LetterContent): LetterFlag[] {
  return checkLetterAgainst(resumeFacts(resume), content);
}

/** The same check against facts read once, for a caller checking many letters. */
export function checkLetterAgainst(facts: ResumeFacts, content: LetterContent): LetterFlag[] {
  const allowed = allowedPhrases(content);
  const flags: LetterFlag[] = [];
  const check = (block: number, text: string) => {
    if (!text.trim()) return;
    for (const fact of checkAgainstFacts(facts, maskAllowed(text, allowed))) {
      flags.push({ block, text: fact.text, kind: fact.kind, reason: fact.reason });
    }
  };
  check(-1, content.greeting);
  content.body.forEach((block, index) => check(index, blockText(block)));
  check(-1, content.closing);
  check(-1, content.signature);
  return flags;
}

/**
 * For a letter this package composed: one pass over the whole letter, and the block-by-block
 * check only when that pass finds something. A composed letter is nearly always clean, and one
 * pass costs a fraction of ten. Not for text from elsewhere: a degree named in one block would
 * hide a vaguer degree claim in another.
 */
export function checkComposedLetter(facts: ResumeFacts, content: LetterContent): LetterFlag[] {
  const allowed = allowedPhrases(content);
  const whole = [
    content.greeting,
    ...content.body.map(blockText),
    content.closing,
    content.signature,
  ]
    .map((text) => maskAllowed(text, allowed))
    .join('\n\n');
  return checkAgainstFacts(facts, whole).length === 0 ? [] : checkLetterAgainst(facts, content);
}
