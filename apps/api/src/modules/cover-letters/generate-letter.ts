import type { GenerateLetterInput, GeneratedLetter } from '@resumio/contract/cover-letters';
import { composeLetter } from '@resumio/match';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { requireOwnResume } from './letter-flags.ts';

/**
 * A letter composed by the local engine from the user's own resume (404 for any other), with
 * the requirements it addresses and the guard's findings. Deterministic: the same resume,
 * posting and variant give the same letter; a model, when configured, writes through the
 * streaming route instead.
 */
export async function generateLetter(
  deps: Pick<CoverLetterDeps, 'db'>,
  userId: string,
  input: GenerateLetterInput,
): Promise<GeneratedLetter> {
  const resume = await requireOwnResume(deps.db, userId, input.resumeId);
  return composeLetter(resume, input);
}
