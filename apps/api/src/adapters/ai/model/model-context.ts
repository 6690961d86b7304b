import type { CallScope } from './call-scope.ts';
import type { JsonModeState, ModelSettings } from './model-client.ts';
import type { FailureContext } from './model-errors.ts';
import { createRetryingFetch, type RetryPolicy } from './retrying-fetch.ts';

/** What every call of the adapter shares: the endpoint, its limits, and what it learnt. */
export interface ModelContext {
  settings: ModelSettings;
  limits: { timeoutMs: number; maxRetries: number };
  retryPolicy: RetryPolicy;
  jsonMode: JsonModeState;
}

export function callFetch(context: ModelContext, scope: CallScope): typeof fetch {
  return createRetryingFetch(scope.budget, context.retryPolicy);
}

export function failureContext(context: ModelContext, operation: string): FailureContext {
  return { operation, model: context.settings.model, apiKey: context.settings.apiKey };
}
