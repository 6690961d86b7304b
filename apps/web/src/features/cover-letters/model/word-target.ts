import {
  LETTER_LENGTH_TOLERANCE,
  type LetterLength,
  letterLengthWords,
} from '@resumio/contract/cover-letters';

export type WordTargetState = 'short' | 'on-target' | 'long';

export interface WordTarget {
  words: number;
  target: number;
  state: WordTargetState;
  /** "243 / ~250 words". */
  label: string;
  /** What to do about it, for the reader of the count. */
  advice: string;
}

/** The body's words against the chosen length, with the same ±20% the generator keeps to. */
export function wordTarget(words: number, length: LetterLength): WordTarget {
  const target = letterLengthWords[length];
  const min = Math.round(target * (1 - LETTER_LENGTH_TOLERANCE));
  const max = Math.round(target * (1 + LETTER_LENGTH_TOLERANCE));
  const state: WordTargetState = words < min ? 'short' : words > max ? 'long' : 'on-target';
  const advice =
    state === 'short'
      ? `Add about ${min - words} ${min - words === 1 ? 'word' : 'words'} to reach the chosen length.`
      : state === 'long'
        ? `About ${words - max} ${words - max === 1 ? 'word' : 'words'} over the chosen length.`
        : 'Within the chosen length.';
  return { words, target, state, label: `${words} / ~${target} words`, advice };
}
