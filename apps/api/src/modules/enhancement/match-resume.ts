import type { JobInput, MatchResponse } from '@resumio/contract/enhancement';
import type { EnhancementDeps } from './enhancement-deps.ts';
import { jobOf } from './job-of.ts';
import { loadOwnResume } from './own-resume.ts';
import { matchInPool } from './run-engine.ts';

/**
 * How well the resume matches a posting, with the evidence for each requirement. Free: the score
 * is the deterministic engine's, on this server, and costs no language-model request.
 */
export async function matchResume(
  deps: EnhancementDeps,
  userId: string,
  resumeId: string,
  job: JobInput,
  signal?: AbortSignal,
): Promise<MatchResponse> {
  const { resume } = await loadOwnResume(deps, userId, resumeId);
  return matchInPool(deps, userId, resume, jobOf(job), signal);
}
