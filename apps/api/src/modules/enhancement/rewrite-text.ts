import type { RewriteEvent, RewriteRequest } from '@resumio/contract/enhancement';
import { checkTruthfulness } from '@resumio/match';
import { RESUME_LIMITS, type Resume } from '@resumio/resume';
import type { FastifyBaseLogger } from 'fastify';
import type { RewriteStream, RewriteTarget } from '../../adapters/ai/ai-port.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertPremium } from '../billing/assert-premium.ts';
import { type ModelRequest, recordTokens, reserveModelRequest } from './ai-usage-repository.ts';
import { asAiError, askModel } from './ask-model.ts';
import type { EnhancementDeps } from './enhancement-deps.ts';
import { jobOf } from './job-of.ts';
import { loadOwnResume } from './own-resume.ts';
import { termsByPath } from './rewrite-targets.ts';
import { matchInPool } from './run-engine.ts';
import { isSummaryPath, textAt } from './text-paths.ts';

type RewriteProblem = Extract<RewriteEvent, { type: 'done' }>['problems'][number];

interface RewriteRun {
  resume: Resume;
  target: RewriteTarget;
  stream: RewriteStream;
  pieces: AsyncIterator<string>;
  first: IteratorResult<string>;
  counted: ModelRequest | undefined;
}

/**
 * One text of the resume rewritten for the job, as it is written (Premium). Everything that can
 * fail before the first piece (plan, resume, path, daily limit, the adapter refusing to start)
 * throws, so the route answers it as a JSON error with its status; afterwards the events carry
 * the pieces, then the guard's verdict on the whole text, or an error. `signal` ends the model
 * call when the client goes away.
 */
export async function rewriteText(
  deps: EnhancementDeps,
  userId: string,
  resumeId: string,
  request: RewriteRequest,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<AsyncGenerator<RewriteEvent>> {
  await assertPremium(deps.db, userId, 'resumeEnhancement');
  const { resume } = await loadOwnResume(deps, userId, resumeId);
  const text = textAt(resume, request.path);
  if (!text?.trim()) {
    throw new AppError('VALIDATION_ERROR', 'The request is not valid.', [
      { path: 'path', message: `The resume has no text at ${request.path}.` },
    ]);
  }
  const job = jobOf(request);
  const matched = await matchInPool(deps, userId, resume, job, signal);
  const keywords = termsByPath(matched).get(request.path) ?? [];
  const target: RewriteTarget = { path: request.path, text, keywords };
  const counted =
    deps.ai.kind === 'model'
      ? await reserveModelRequest(deps, userId, deps.ai.modelName ?? 'model')
      : undefined;
  const stream = await askModel(
    async () => deps.ai.streamRewrite({ resume, job, target, signal }),
    signal,
  );
  const pieces = stream.textStream[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await askModel(() => pieces.next(), signal);
  } catch (error) {
    if (counted) void settleUsage(deps, counted, stream, log);
    throw error;
  }
  return rewriteEvents(deps, { resume, target, stream, pieces, first, counted }, signal, log);
}

async function* rewriteEvents(
  deps: EnhancementDeps,
  run: RewriteRun,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): AsyncGenerator<RewriteEvent> {
  const { resume, target, pieces } = run;
  const max = isSummaryPath(target.path) ? RESUME_LIMITS.longText : RESUME_LIMITS.bullet;
  let after = '';
  let tooLong = false;
  try {
    for (let next = run.first; !next.done; next = await pieces.next()) {
      if (typeof next.value !== 'string' || next.value === '') continue;
      after += next.value;
      yield { type: 'delta', text: next.value };
      // A model that runs on is stopped: no field holds more, and it costs tokens.
      if (after.length > max) {
        tooLong = true;
        break;
      }
    }
    const problems: RewriteProblem[] = checkTruthfulness(resume, after).map(
      ({ kind, text, reason }) => ({ kind, text, reason }),
    );
    if (tooLong) {
      problems.push({
        kind: 'length',
        text: '',
        reason: `The text is longer than the ${max.toLocaleString('en-US')} characters this field holds.`,
      });
    }
    yield {
      type: 'done',
      path: target.path,
      before: target.text,
      after,
      accepted: problems.length === 0,
      problems,
    };
  } catch (error) {
    // Nobody is listening once the client has gone.
    if (signal.aborted) return;
    const failure = asAiError(error, signal);
    log.warn({ err: error, code: failure.code }, 'rewrite stream failed');
    yield { type: 'error', code: failure.code, message: failure.message };
  } finally {
    await pieces.return?.().catch(() => undefined);
    if (run.counted) await settleUsage(deps, run.counted, run.stream, log);
  }
}

/** Records the tokens once the adapter knows them; a stream cut short may never say. */
async function settleUsage(
  deps: EnhancementDeps,
  counted: ModelRequest,
  stream: RewriteStream,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await recordTokens(deps.db, counted, await stream.usage);
  } catch (err) {
    log.warn({ err }, 'could not record the tokens of a rewrite');
  }
}
