import type { GenerateLetterInput, GeneratedLetter } from '@resumio/contract/cover-letters';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { requireOwnResume } from './letter-flags.ts';
import { composeInPool } from './compose-in-pool.ts';

/**
 * A letter composed by the local engine from the user's own resume (404 for any other), with
 * the requirements it addresses and the guard's findings. Deterministic: the same resume,
 * posting and variant give the same letter; a model, when configured, writes through the
 * streaming route instead.
 */
export async function generateLetter(
  deps: Pick<CoverLetterDeps, 'db' | 'compute' | 'clock'>,
  userId: string,
  input: GenerateLetterInput,
  signal?: AbortSignal,
): Promise<GeneratedLetter> {
  const resume = await requireOwnResume(deps.db, userId, input.resumeId);
  return composeInPool(deps, userId, resume, input, signal);
}
