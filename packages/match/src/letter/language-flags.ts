import type { Resume } from '@resumio/resume-model';
import { type LetterContent, type LetterFlag, letterText } from '@resumio/contract/cover-letters';
import { looksEnglish } from '../text/looks-english.ts';
import { checkLetter } from './check-letter.ts';
import { resumeProse } from './plan.ts';

export interface LetterLanguages {
  resumeEnglish: boolean;
  postingEnglish: boolean;
  letterEnglish: boolean;
}

/**
 * A note the reader sees when the resume, the posting and the letter are not in one language.
 * The engine's own letters are in English and retell none of a resume's sentences in another
 * language; a letter the user or a model wrote in another language is measured against the
 * posting's.
 */
export function languageFlags({
  resumeEnglish,
  postingEnglish,
  letterEnglish,
}: LetterLanguages): LetterFlag[] {
  let reason: string | undefined;
  if (!letterEnglish) {
    if (postingEnglish)
      reason =
        'The posting is written in English and this letter is not: consider writing it in the posting’s language.';
  } else if (!resumeEnglish) {
    reason = postingEnglish
      ? 'Your resume is written in another language than the posting. This letter is in English and uses only the names, figures and skills of your resume: consider a resume in the posting’s language.'
      : 'Your resume and the posting are not written in English. This letter is in English and uses only the names, figures and skills of your resume: rewrite it in the posting’s language before sending.';
  } else if (!postingEnglish) {
    reason =
      'The posting is written in another language than your resume. This letter is in English: consider writing it in the posting’s language.';
  }
  return reason ? [{ block: -1, text: 'language', kind: 'language', reason }] : [];
}

/**
 * Everything a saved or streamed letter is checked for: its language against the resume's and
 * the posting's, then every fact against the resume. The same flags whichever path wrote it.
 */
export function checkLetterFor(
  resume: Resume,
  content: LetterContent,
  jobDescription: string,
): LetterFlag[] {
  return [
    ...languageFlags({
      resumeEnglish: looksEnglish(resumeProse(resume)),
      postingEnglish: looksEnglish([jobDescription]),
      letterEnglish: looksEnglish([letterText(content)]),
    }),
    ...checkLetter(resume, content),
  ];
}
