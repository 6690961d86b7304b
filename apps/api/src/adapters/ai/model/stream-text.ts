import { streamText } from 'ai';
import { NO_USAGE, type RewriteStream, type TokenUsage } from '../ai-port.ts';
import { openCallScope } from './call-scope.ts';
import { languageModelFor } from './model-client.ts';
import { callFetch, failureContext, type ModelContext } from './model-context.ts';
import { malformedAnswer, toAiFailure } from './model-errors.ts';
import { toTokenUsage } from './token-usage.ts';

/** The stream ended without its answer; the scope's signals say why, the log gets this text. */
class AnswerEnded extends Error {}

export interface TextCall {
  /** What is asked, for the log ("rewrite stream", "letter stream"). */
  operation: string;
  system: string;
  prompt: string;
  signal: AbortSignal;
}

/**
 * A text answer as the model writes it. The request starts at once; the caller's signal, the
 * time limit, or leaving the loop over `textStream` early ends it (the HTTP connection is closed,
 * so the server stops generating). A failure before the answer starts (a status, a refused
 * connection) is retried in the fetch below; one in the middle of the answer cannot be resumed
 * and ends the stream with an AppError (or with the caller's abort reason, as it is).
 */
export function streamModelText(context: ModelContext, call: TextCall): RewriteStream {
  const scope = openCallScope(call.signal, context.limits);
  const failure = failureContext(context, call.operation);
  const result = streamText({
    model: languageModelFor(context.settings, {
      fetch: callFetch(context, scope),
      json: false,
      jsonMode: context.jsonMode,
    }),
    system: call.system,
    prompt: call.prompt,
    abortSignal: scope.signal,
    maxRetries: 0,
    // Errors are read from the stream below; the SDK's default would print them (prompt and all).
    onError: () => {},
  });
  // Settles once `textStream` has been read to its end or left, and never rejects (a caller that
  // does not await it cannot crash the process): an answer that did not finish reports zeros.
  let settleUsage: (usage: TokenUsage) => void = () => {};
  const usage = new Promise<TokenUsage>((resolve) => (settleUsage = resolve));

  async function* pieces(): AsyncGenerator<string> {
    let written = false;
    let finished = false;
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          // A reasoning model's text often starts with the blank lines after its thinking.
          const text = written ? part.text : part.text.trimStart();
          if (!text) continue;
          written = true;
          yield text;
        } else if (part.type === 'finish') {
          finished = true;
          settleUsage(toTokenUsage(part.totalUsage));
        } else if (part.type === 'error') {
          throw part.error;
        } else if (part.type === 'abort') {
          throw new AnswerEnded('the request was aborted');
        }
      }
      if (!written) throw malformedAnswer(failure, scope, new AnswerEnded('the answer was empty'));
    } catch (error) {
      throw toAiFailure(error, scope, failure);
    } finally {
      // Left early (a `break`, an error): close the connection rather than let it run on.
      if (!finished) scope.stop();
      settleUsage(NO_USAGE);
    }
  }

  return { textStream: pieces(), usage };
}
