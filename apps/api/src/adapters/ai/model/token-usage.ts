import type { LanguageModelUsage } from 'ai';
import type { TokenUsage } from '../ai-port.ts';

/** The SDK's counts; servers that do not report usage (some local ones) count as zero. */
export function toTokenUsage(usage: LanguageModelUsage | undefined): TokenUsage {
  return { inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 };
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
  };
}
