import {
  type CoverLetterSummary,
  type LetterLength,
  letterLengthLabels,
  letterToneLabels,
} from '@resumio/contract/cover-letters';

/** "Standard" out of "Standard (about 250 words)", for tight places. */
export const shortLengthLabel = (length: LetterLength) =>
  letterLengthLabels[length].replace(/\s*\(.*\)$/, '');

/** "Formal · Standard". */
export const styleLabel = (letter: Pick<CoverLetterSummary, 'tone' | 'length'>) =>
  `${letterToneLabels[letter.tone]} · ${shortLengthLabel(letter.length)}`;

/** "Product Designer at Acme", or whichever of the two is known. */
export function jobLabel(letter: Pick<CoverLetterSummary, 'jobTitle' | 'company'>): string {
  const role = letter.jobTitle.trim();
  const company = letter.company.trim();
  if (role && company) return `${role} at ${company}`;
  return role || company || 'No job named yet';
}
