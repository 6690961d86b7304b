import type { GenerateLetterInput, GeneratedLetter } from '@resumio/contract/cover-letters';
import type { Resume } from '@resumio/resume';
import { isoDay } from '../../lib/iso-day.ts';
import type { CoverLetterDeps } from './cover-letter-deps.ts';

/**
 * The local composer's letter, written in a compute thread: it parses the posting, untrusted
 * text of up to the contract's length, which must never hold the API's event loop. The letter
 * carries the server's date.
 */
export function composeInPool(
  deps: Pick<CoverLetterDeps, 'compute' | 'clock'>,
  userId: string,
  resume: Resume,
  letter: GenerateLetterInput,
  signal?: AbortSignal,
): Promise<GeneratedLetter> {
  const today = isoDay(deps.clock());
  return deps.compute.run('compose-letter', { resume, letter, today }, userId, signal);
}
