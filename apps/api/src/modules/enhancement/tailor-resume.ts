import type { JobInput, RejectedChange, TailorResponse } from '@resumio/contract/enhancement';
import type { Resume } from '@resumio/resume';
import type { TextProposal } from '../../adapters/ai/ai-port.ts';
import { assertPremium } from '../billing/assert-premium.ts';
import { recordTokens, reserveModelRequest } from './ai-usage-repository.ts';
import { askModel } from './ask-model.ts';
import type { EnhancementDeps } from './enhancement-deps.ts';
import { guardProposals } from './guard-proposals.ts';
import { jobHash } from './job-hash.ts';
import { jobOf } from './job-of.ts';
import { loadOwnResume } from './own-resume.ts';
import { saveModelProposals } from './proposal-store.ts';
import { rewriteTargets } from './rewrite-targets.ts';
import { matchInPool, tailorInPool } from './run-engine.ts';
import {
  applyAccepted,
  combineTailoring,
  offeredChanges,
  offeredIds,
  type Tailoring,
} from './tailoring.ts';

/**
 * The proposed tailoring of a resume for a posting (Premium). The engine reorders, relabels and
 * writes a summary from the resume's own facts; with a language model configured, the model also
 * rewords the summary and the bullets that matter most, and the truthfulness guard keeps only
 * what the resume supports. Nothing is saved but the model's accepted wording, for scoring and
 * copying by id, and the usage count; a failing model call fails the whole request.
 */
export async function tailorResume(
  deps: EnhancementDeps,
  userId: string,
  resumeId: string,
  input: JobInput,
  signal: AbortSignal,
): Promise<TailorResponse> {
  await assertPremium(deps.db, userId, 'resumeEnhancement');
  const { row, resume } = await loadOwnResume(deps, userId, resumeId);
  const job = jobOf(input);
  const engine = await tailorInPool(deps, userId, resume, job, signal);
  if (deps.ai.kind !== 'model') {
    return tailorResponse(
      deps,
      userId,
      resume,
      job,
      combineTailoring(resume, engine, []),
      [],
      signal,
    );
  }

  const targets = rewriteTargets(resume, await matchInPool(deps, userId, resume, job, signal));
  let proposals: TextProposal[] = [];
  if (targets.length > 0) {
    const counted = await reserveModelRequest(deps, userId, deps.ai.modelName ?? 'model');
    const result = await askModel(
      () => deps.ai.proposeRewrites({ resume, job, targets, signal }),
      signal,
    );
    await recordTokens(deps.db, counted, result.usage);
    proposals = result.proposals;
  }
  const guarded = guardProposals(resume, targets, proposals);
  await saveModelProposals(
    deps.db,
    { userId, resumeId: row.id, version: row.version, jobHash: jobHash(job) },
    guarded.changes,
  );
  return tailorResponse(
    deps,
    userId,
    resume,
    job,
    combineTailoring(resume, engine, guarded.changes),
    guarded.rejected,
    signal,
  );
}

async function tailorResponse(
  deps: EnhancementDeps,
  userId: string,
  resume: Resume,
  job: JobInput,
  tailoring: Tailoring,
  rejectedRewrites: RejectedChange[],
  signal: AbortSignal,
): Promise<TailorResponse> {
  const { engine } = tailoring;
  // Without model rewrites or changes left out, the engine's own document and score are the answer.
  const rewritten = tailoring.modelChanges.length > 0 || tailoring.overLimit.length > 0;
  const document = rewritten
    ? applyAccepted(resume, tailoring, offeredIds(tailoring))
    : engine.document;
  return {
    scoreBefore: engine.scoreBefore,
    scoreAfter: rewritten
      ? (await matchInPool(deps, userId, document, job, signal)).score
      : engine.scoreAfter,
    changes: offeredChanges(tailoring),
    missing: engine.missing,
    rejected: [...engine.rejected, ...tailoring.overLimit, ...rejectedRewrites],
    document,
  };
}
