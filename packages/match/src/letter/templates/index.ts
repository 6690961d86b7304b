import type { LetterTone } from '@resumio/contract/cover-letters';
import { confident } from './confident.ts';
import { concise } from './concise.ts';
import { formal } from './formal.ts';
import type { ToneTemplates } from './types.ts';
import { warm } from './warm.ts';

export type * from './types.ts';

export const TONE_TEMPLATES: Record<LetterTone, ToneTemplates> = {
  formal,
  warm,
  confident,
  concise,
};
