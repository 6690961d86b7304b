import { GENERIC_ERROR_MESSAGE } from '@resumio/contract';
import { enhancementErrorMessages } from '@resumio/contract/enhancement';
import { isApiError } from '@/lib/api-error.ts';
import { fieldErrorsFromDetails } from './field-errors.ts';

export interface ErrorView {
  title: string;
  message: string;
  /** Messages to show under the fields they are about, by the API's field path. */
  fields: Record<string, string>;
  /** Whether trying the same request again may work. */
  retryable: boolean;
}

function retryAfter(details: unknown): number | undefined {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

const AI_TITLES: Record<string, string> = {
  AI_RATE_LIMITED: 'Daily AI limit reached',
  AI_PROVIDER_BUSY: 'The AI service is busy',
  AI_UNAVAILABLE: 'The AI service is not available',
  AI_TIMEOUT: 'The AI service took too long',
};

/**
 * What a failed letter request shows: a title, the server's message (or the contract's for the
 * AI codes), field messages from a 400 answer, and whether "Try again" makes sense. `doing`
 * completes "We couldn’t …".
 */
export function describeError(error: unknown, doing: string): ErrorView {
  const view = (title: string, message: string, retryable: boolean, fields = {}): ErrorView => ({
    title,
    message,
    retryable,
    fields,
  });
  if (!isApiError(error)) {
    const message = error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
    return view(`We couldn’t ${doing}`, message, true);
  }
  const { code, message, status } = error;
  if (code === 'INVALID_JOB_DESCRIPTION') {
    const text = message || enhancementErrorMessages.INVALID_JOB_DESCRIPTION;
    return view('Check the job description', text, false, { jobDescription: text });
  }
  if (status === 400) {
    return view(
      'Check the highlighted fields',
      message,
      false,
      fieldErrorsFromDetails(error.details),
    );
  }
  if (code in AI_TITLES) {
    const fallback = enhancementErrorMessages[code as keyof typeof enhancementErrorMessages];
    return view(AI_TITLES[code]!, message || fallback, code !== 'AI_RATE_LIMITED');
  }
  if (code === 'PREMIUM_REQUIRED') return view('Cover letters are part of Premium', message, false);
  if (code === 'RATE_LIMITED' || status === 429) {
    const seconds = retryAfter(error.details);
    return view(
      'Too many requests',
      seconds
        ? `You are going faster than we allow. Wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, then try again.`
        : 'You are going faster than we allow. Wait a moment, then try again.',
      true,
    );
  }
  if (code === 'NETWORK_ERROR') {
    return view('We couldn’t reach the server', 'Check your connection and try again.', true);
  }
  if (code === 'TIMEOUT') {
    return view('This is taking too long', 'The server did not answer in time. Try again.', true);
  }
  return view(`We couldn’t ${doing}`, message, status >= 500 || status === 0);
}
