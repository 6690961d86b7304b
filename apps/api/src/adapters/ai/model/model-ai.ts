import type { AiConfig } from '../../../config.ts';
import type { AiPort } from '../ai-port.ts';
import type { ModelSettings } from './model-client.ts';
import type { ModelContext } from './model-context.ts';
import { proposeRewrites } from './propose-rewrites.ts';
import type { RetryPolicy } from './retrying-fetch.ts';
import {
  letterSystemPrompt,
  letterUserPrompt,
  paragraphSystemPrompt,
  paragraphUserPrompt,
} from './letter-prompts.ts';
import { streamRewrite } from './stream-rewrite.ts';
import { streamModelText } from './stream-text.ts';

export interface ModelAiOptions {
  /** Pauses between retries; tests shorten them. */
  retryPolicy?: Partial<RetryPolicy>;
}

/**
 * With the default 2 retries: pauses of about 0.5–1 s and 1–2 s, well inside the default 30 s
 * limit of a call. A server asking for more than 10 s (Retry-After) is not kept waiting for.
 */
const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 10_000 };

/**
 * The `ai` port on any OpenAI-compatible chat completions endpoint (OpenAI, Azure OpenAI's v1
 * API, vLLM, Ollama, LM Studio, llama.cpp), through the Vercel AI SDK. See
 * docs/decisions/019-openai-compatible-model-adapter.md.
 */
export function createModelAi(
  model: ModelSettings,
  config: Pick<AiConfig, 'timeoutMs' | 'maxRetries'>,
  options: ModelAiOptions = {},
): AiPort {
  const context: ModelContext = {
    settings: model,
    limits: { timeoutMs: config.timeoutMs, maxRetries: config.maxRetries },
    retryPolicy: { ...DEFAULT_RETRY_POLICY, ...options.retryPolicy },
    jsonMode: { refused: false },
  };
  return {
    kind: 'model',
    modelName: model.model,
    proposeRewrites: (request) => proposeRewrites(context, request),
    streamRewrite: (request) => streamRewrite(context, request),
    streamLetter: (request) =>
      streamModelText(context, {
        operation: 'letter stream',
        system: letterSystemPrompt(),
        prompt: letterUserPrompt(request),
        signal: request.signal,
      }),
    streamParagraph: (request) =>
      streamModelText(context, {
        operation: 'paragraph stream',
        system: paragraphSystemPrompt(),
        prompt: paragraphUserPrompt(request),
        signal: request.signal,
      }),
  };
}
