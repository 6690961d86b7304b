import type { MatchResponse, TailorScoreRequest } from '@resumio/contract/enhancement';
import { assertPremium } from '../billing/assert-premium.ts';
import type { EnhancementDeps } from './enhancement-deps.ts';
import { jobOf } from './job-of.ts';
import { loadOwnResume } from './own-resume.ts';
import { tailoredDocument } from './recompute-tailoring.ts';
import { matchInPool } from './run-engine.ts';

/** The live score of the tailoring page: the resume with only the accepted changes (Premium). */
export async function scoreTailoring(
  deps: EnhancementDeps,
  userId: string,
  resumeId: string,
  request: TailorScoreRequest,
  signal?: AbortSignal,
): Promise<MatchResponse> {
  await assertPremium(deps.db, userId, 'resumeEnhancement');
  const own = await loadOwnResume(deps, userId, resumeId);
  const job = jobOf(request);
  const document = await tailoredDocument(
    deps,
    userId,
    own,
    job,
    request.accepted,
    request.confirmed,
    signal,
  );
  return matchInPool(deps, userId, document, job, signal);
}
