import { generateText, NoObjectGeneratedError, Output } from 'ai';
import { NO_USAGE, type RewriteBatchRequest, type RewriteBatchResult } from '../ai-port.ts';
import { openCallScope } from './call-scope.ts';
import { isJsonModeRefusal, languageModelFor } from './model-client.ts';
import { callFetch, failureContext, type ModelContext } from './model-context.ts';
import { isMalformedAnswer, malformedAnswer, toAiFailure } from './model-errors.ts';
import { parseRewriteAnswer, toProposals } from './rewrite-answer.ts';
import { batchSystemPrompt, batchUserPrompt } from './rewrite-prompts.ts';
import { addUsage, toTokenUsage } from './token-usage.ts';

/**
 * All targets in one request, answered as JSON and checked with zod (`RewriteAnswerSchema`). A
 * malformed answer is asked again while the call's retry budget lasts (models sample; the next
 * answer is often fine), then it is AI_UNAVAILABLE. The usage returned adds up every answer the
 * call paid for, malformed ones included.
 */
export async function proposeRewrites(
  context: ModelContext,
  request: RewriteBatchRequest,
): Promise<RewriteBatchResult> {
  if (request.targets.length === 0) return { proposals: [], usage: NO_USAGE };
  request.signal.throwIfAborted();
  const scope = openCallScope(request.signal, context.limits);
  const failure = failureContext(context, 'rewrite batch');
  const system = batchSystemPrompt();
  const prompt = batchUserPrompt(request.resume, request.job, request.targets);
  let usage = NO_USAGE;
  try {
    for (;;) {
      try {
        const result = await generateText({
          model: languageModelFor(context.settings, {
            fetch: callFetch(context, scope),
            json: true,
            jsonMode: context.jsonMode,
          }),
          system,
          prompt,
          // JSON mode without a schema (decision 019); the schema is checked below, with zod.
          output: Output.json(),
          abortSignal: scope.signal,
          // Retries happen in the fetch below the SDK, on this call's budget.
          maxRetries: 0,
        });
        usage = addUsage(usage, toTokenUsage(result.totalUsage));
        const answer = parseRewriteAnswer(result.output);
        return { proposals: toProposals(answer, request.targets), usage };
      } catch (error) {
        if (isMalformedAnswer(error)) {
          if (NoObjectGeneratedError.isInstance(error)) {
            usage = addUsage(usage, toTokenUsage(error.usage));
          }
          if (!scope.signal.aborted && scope.budget.take()) continue;
          throw malformedAnswer(failure, scope, error);
        }
        // Once per process: JSON mode is off from now on, and this request is made again.
        if (isJsonModeRefusal(error) && !context.jsonMode.refused) {
          context.jsonMode.refused = true;
          continue;
        }
        throw error;
      }
    }
  } catch (error) {
    throw toAiFailure(error, scope, failure);
  }
}
