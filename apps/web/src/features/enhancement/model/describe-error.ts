import { GENERIC_ERROR_MESSAGE } from '@resumio/contract';
import { enhancementErrorMessages } from '@resumio/contract/enhancement';
import { isApiError } from '@/lib/api-error.ts';
import type { PostingField } from './job-posting.ts';

export type ErrorKind =
  | 'invalid-posting'
  | 'premium'
  | 'not-found'
  | 'rate-limited'
  | 'ai-limit'
  | 'unavailable'
  | 'other';

export interface ErrorView {
  kind: ErrorKind;
  title: string;
  message: string;
  /** Whether trying the same request again may work. */
  retryable: boolean;
  /** For a refused posting: the form field to show the message under. */
  field?: PostingField;
}

const POSTING_FIELDS: readonly string[] = ['jobDescription', 'jobTitle', 'company'];

function retryAfter(details: unknown): number | undefined {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function fieldIssue(details: unknown): { field: PostingField; message: string } | undefined {
  if (!Array.isArray(details)) return undefined;
  for (const issue of details as Array<{ path?: unknown; message?: unknown }>) {
    const path = typeof issue?.path === 'string' ? issue.path.split('.')[0] : undefined;
    if (path && POSTING_FIELDS.includes(path) && typeof issue.message === 'string') {
      return { field: path as PostingField, message: issue.message };
    }
  }
  return undefined;
}

/**
 * Turns whatever a call rejected with into what the page shows: a title, the server's message
 * (or the contract's for the enhancement codes), and whether "Try again" makes sense.
 * `doing` completes "We couldn’t …".
 */
export function describeError(error: unknown, doing: string): ErrorView {
  const fallbackTitle = `We couldn’t ${doing}`;
  if (!isApiError(error)) {
    return {
      kind: 'other',
      title: fallbackTitle,
      message: error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE,
      retryable: true,
    };
  }
  const message = error.message;
  switch (error.code) {
    case 'INVALID_JOB_DESCRIPTION':
      return {
        kind: 'invalid-posting',
        title: 'Check the job description',
        message: message || enhancementErrorMessages.INVALID_JOB_DESCRIPTION,
        retryable: false,
        field: 'jobDescription',
      };
    case 'VALIDATION_ERROR': {
      const issue = fieldIssue(error.details);
      if (issue) {
        return {
          kind: 'invalid-posting',
          title: 'Check the job posting',
          message: issue.message,
          retryable: false,
          field: issue.field,
        };
      }
      break;
    }
    case 'PREMIUM_REQUIRED':
      return {
        kind: 'premium',
        title: 'Tailoring is part of Premium',
        message,
        retryable: false,
      };
    case 'RATE_LIMITED': {
      const seconds = retryAfter(error.details);
      return {
        kind: 'rate-limited',
        title: 'Too many requests',
        message: seconds
          ? `You are going faster than we allow. Wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, then try again.`
          : 'You are going faster than we allow. Wait a moment, then try again.',
        retryable: true,
      };
    }
    case 'AI_RATE_LIMITED':
      return {
        kind: 'ai-limit',
        title: 'Daily AI limit reached',
        message: message || enhancementErrorMessages.AI_RATE_LIMITED,
        retryable: false,
      };
    case 'AI_UNAVAILABLE':
      return {
        kind: 'unavailable',
        title: 'The AI service is not available',
        message: message || enhancementErrorMessages.AI_UNAVAILABLE,
        retryable: true,
      };
    case 'AI_TIMEOUT':
      return {
        kind: 'unavailable',
        title: 'The AI service took too long',
        message: message || enhancementErrorMessages.AI_TIMEOUT,
        retryable: true,
      };
    case 'TIMEOUT':
      return {
        kind: 'unavailable',
        title: 'This is taking too long',
        message: 'The server did not answer in time. Try again in a moment.',
        retryable: true,
      };
    case 'NETWORK_ERROR':
      return {
        kind: 'unavailable',
        title: 'We couldn’t reach the server',
        message: 'Check your connection and try again.',
        retryable: true,
      };
  }
  if (error.status === 404) {
    return {
      kind: 'not-found',
      title: 'Resume not found',
      message: 'This resume was deleted or is not in your account.',
      retryable: false,
    };
  }
  return {
    kind: 'other',
    title: fallbackTitle,
    message,
    retryable: error.status >= 500 || error.status === 0,
  };
}
