import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  extractJsonMiddleware,
  extractReasoningMiddleware,
  type LanguageModel,
  wrapLanguageModel,
} from 'ai';
import type { AiConfig } from '../../../config.ts';
import { answerJson } from './answer-json.ts';

export type ModelSettings = NonNullable<AiConfig['model']>;

/**
 * How JSON is asked for. `json_object` (JSON mode) is what OpenAI, Azure OpenAI, vLLM, Ollama and
 * llama.cpp all accept; LM Studio refuses it with a 400 and accepts only `json_schema` or no
 * response format. After such a refusal the adapter asks without a response format, relying on
 * the prompt and the schema check, for as long as the process runs.
 */
export interface JsonModeState {
  refused: boolean;
}

/** A 400 that names `response_format`: the server does not take JSON mode. */
export function isJsonModeRefusal(error: unknown): boolean {
  return (
    APICallError.isInstance(error) &&
    error.statusCode === 400 &&
    /response_format/i.test(`${error.responseBody ?? ''} ${error.message}`)
  );
}

/**
 * The configured model through the OpenAI-compatible provider, made for one call (its `fetch`
 * carries that call's retry budget; making a provider is cheap).
 *
 * - `supportsStructuredOutputs: false`: JSON is asked for as `response_format: json_object`,
 *   never with a JSON schema (see docs/decisions/019); the prompt describes the shape and zod
 *   checks it.
 * - `includeUsage`: streamed answers end with a usage chunk (`stream_options.include_usage`).
 * - Reasoning models that think aloud in `<think>` tags (some Ollama and vLLM set-ups) have that
 *   part removed from the text; JSON answers also lose any code fence or sentence around them.
 */
export function languageModelFor(
  settings: ModelSettings,
  options: { fetch: typeof fetch; json: boolean; jsonMode: JsonModeState },
): LanguageModel {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    fetch: options.fetch,
    includeUsage: true,
    supportsStructuredOutputs: false,
    transformRequestBody: (body) => {
      if (!options.jsonMode.refused) return body;
      const { response_format: _omitted, ...rest } = body;
      return rest;
    },
  });
  const reasoning = extractReasoningMiddleware({ tagName: 'think' });
  return wrapLanguageModel({
    model: provider.chatModel(settings.model),
    // The last one wraps the model, so it sees the answer first: thinking goes, then fences.
    middleware: options.json
      ? [extractJsonMiddleware({ transform: answerJson }), reasoning]
      : [reasoning],
  });
}
