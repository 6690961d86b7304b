import { enhancementErrorMessages } from '@resumio/contract/enhancement';
import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError } from 'ai';
import { AppError } from '../../../lib/app-error.ts';
import type { CallScope } from './call-scope.ts';
import { AnswerMismatch } from './rewrite-answer.ts';

export interface FailureContext {
  /** What was asked, for the log ("rewrite batch", "rewrite stream"). */
  operation: string;
  model: string;
  apiKey: string | undefined;
}

/** The model answered, but not with what was asked for (no text, not JSON, not the schema). */
export function isMalformedAnswer(
  error: unknown,
): error is NoObjectGeneratedError | NoOutputGeneratedError | AnswerMismatch {
  return (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    error instanceof AnswerMismatch
  );
}

/** An answer that stayed malformed after the retries: the service is not usable as it is. */
export function malformedAnswer(
  context: FailureContext,
  scope: CallScope,
  error: unknown,
): AppError {
  return aiUnavailable(context, scope, describe(error));
}

/** A client-facing message is the contract's; the rest goes to `logMessage` only. */
function aiUnavailable(context: FailureContext, scope: CallScope, detail: string): AppError {
  return new AppError('AI_UNAVAILABLE', enhancementErrorMessages.AI_UNAVAILABLE, undefined, {
    logMessage: logLine(context, scope, detail),
  });
}

/**
 * What a failed call throws. The caller's abort is rethrown (its reason), never reported as a
 * timeout or an outage: the client has gone. The SDK's own errors are not kept as `cause`: they
 * carry the whole request body (the resume) and the server's words, so the log gets a summary
 * with the API key masked instead.
 */
export function toAiFailure(error: unknown, scope: CallScope, context: FailureContext): unknown {
  if (scope.caller.aborted) return scope.caller.reason;
  if (error instanceof AppError) return error;
  if (scope.deadline.aborted) {
    return new AppError('AI_TIMEOUT', enhancementErrorMessages.AI_TIMEOUT, undefined, {
      logMessage: logLine(context, scope, `no complete answer within ${scope.timeoutMs} ms`),
    });
  }
  if (APICallError.isInstance(error) && error.statusCode === 429) {
    return new AppError('AI_RATE_LIMITED', enhancementErrorMessages.AI_PROVIDER_BUSY, undefined, {
      logMessage: logLine(context, scope, describe(error)),
    });
  }
  return aiUnavailable(context, scope, describe(error));
}

function logLine(context: FailureContext, scope: CallScope, detail: string): string {
  const requests = `${scope.budget.requests} request(s)`;
  const line = `AI model ${context.model}, ${context.operation}: ${detail} (${requests})`;
  return context.apiKey ? line.replaceAll(context.apiKey, '[api key]') : line;
}

function describe(error: unknown): string {
  if (APICallError.isInstance(error)) {
    const where = endpoint(error.url);
    if (error.statusCode === undefined) return `cannot reach ${where}: ${causeMessage(error)}`;
    const body = error.responseBody?.replace(/\s+/g, ' ').slice(0, 300);
    return `HTTP ${error.statusCode} from ${where}${body ? `: ${body}` : ''}`;
  }
  if (error instanceof AnswerMismatch) return `answer does not match the schema (${error.message})`;
  if (isMalformedAnswer(error)) {
    // The text itself is the user's resume reworded; its parse error and length are enough.
    const text = NoObjectGeneratedError.isInstance(error) ? (error.text ?? '') : '';
    return `answer is not JSON (${causeMessage(error)}; ${text.length} characters)`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function causeMessage(error: Error): string {
  return error.cause instanceof Error ? error.cause.message.slice(0, 200) : error.message;
}

/** Scheme, host and path only: a base URL may carry credentials in its user part or query. */
function endpoint(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the configured endpoint';
  }
}
