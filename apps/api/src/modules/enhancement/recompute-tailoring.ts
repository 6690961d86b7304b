import type { JobInput } from '@resumio/contract/enhancement';
import { addConfirmed } from '@resumio/match';
import type { Resume } from '@resumio/resume';
import type { EnhancementDeps } from './enhancement-deps.ts';
import { jobHash } from './job-hash.ts';
import type { OwnResume } from './own-resume.ts';
import { findModelProposals } from './proposal-store.ts';
import { tailorInPool } from './run-engine.ts';
import { applyAccepted, combineTailoring, MODEL_CHANGE_PREFIX } from './tailoring.ts';

/**
 * The resume with the accepted changes, recomputed here rather than taken from the client: the
 * engine's changes come again from the same resume and job (it is deterministic), the model's
 * from its last tailoring of this resume version for this job. Unknown ids are ignored. Then the
 * missing requirements the user confirmed having, of this tailoring's missing list only.
 */
export async function tailoredDocument(
  deps: Pick<EnhancementDeps, 'db' | 'compute' | 'clock'>,
  userId: string,
  { row, resume }: OwnResume,
  job: JobInput,
  accepted: string[],
  confirmed: string[] = [],
  signal?: AbortSignal,
): Promise<Resume> {
  const wantsModel = accepted.some((id) => id.startsWith(MODEL_CHANGE_PREFIX));
  const model = wantsModel
    ? await findModelProposals(deps.db, {
        userId,
        resumeId: row.id,
        version: row.version,
        jobHash: jobHash(job),
      })
    : [];
  const engine = await tailorInPool(deps, userId, resume, job, signal);
  const tailored = applyAccepted(resume, combineTailoring(resume, engine, model), accepted);
  return addConfirmed(tailored, engine.missing, confirmed);
}
