import type { JobInput, MatchResponse } from '@resumio/contract/enhancement';
import { match } from '@resumio/match';
import type { EnhancementDeps } from './enhancement-deps.ts';
import { jobOf } from './job-of.ts';
import { loadOwnResume } from './own-resume.ts';

/**
 * How well the resume matches a posting, with the evidence for each requirement. Free: the score
 * is the deterministic engine's, on this server, and costs no language-model request.
 */
export async function matchResume(
  deps: EnhancementDeps,
  userId: string,
  resumeId: string,
  job: JobInput,
): Promise<MatchResponse> {
  const { resume } = await loadOwnResume(deps, userId, resumeId);
  return match(resume, jobOf(job));
}
