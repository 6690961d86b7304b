import {
  type AiUsage,
  AiUsageSchema,
  type MatchResponse,
  MatchResponseSchema,
  type TailorResponse,
  TailorResponseSchema,
} from '@resumio/contract/enhancement';
import { type ResumeDetail, ResumeDetailSchema } from '@resumio/contract/resumes';
import { apiRequest } from '@/lib/api-client.ts';
import type { JobRequest } from '../model/job-posting.ts';

const resumePath = (id: string) => `/api/resumes/${encodeURIComponent(id)}`;

/*
 * The server bounds the language model's time itself (and answers 504 AI_TIMEOUT), so the
 * client waits longer than the default 10 s for the calls that may reach a model.
 */
const MATCH_TIMEOUT_MS = 30_000;
const TAILOR_TIMEOUT_MS = 120_000;

export function getResume(id: string, signal?: AbortSignal): Promise<ResumeDetail> {
  return apiRequest(resumePath(id), {
    schema: ResumeDetailSchema,
    signal,
    genericMessage: 'We couldn’t load this resume.',
  });
}

export function matchResume(
  id: string,
  job: JobRequest,
  signal?: AbortSignal,
): Promise<MatchResponse> {
  return apiRequest(`${resumePath(id)}/match`, {
    method: 'POST',
    body: job,
    schema: MatchResponseSchema,
    signal,
    genericMessage: 'We couldn’t analyse the match.',
    timeoutMs: MATCH_TIMEOUT_MS,
  });
}

export function tailorResume(
  id: string,
  job: JobRequest,
  signal?: AbortSignal,
): Promise<TailorResponse> {
  return apiRequest(`${resumePath(id)}/tailor`, {
    method: 'POST',
    body: job,
    schema: TailorResponseSchema,
    signal,
    genericMessage: 'We couldn’t tailor the resume.',
    timeoutMs: TAILOR_TIMEOUT_MS,
  });
}

export function scoreTailoring(
  id: string,
  job: JobRequest,
  selection: TailorSelection,
  signal?: AbortSignal,
): Promise<MatchResponse> {
  return apiRequest(`${resumePath(id)}/tailor/score`, {
    method: 'POST',
    body: { ...job, accepted: selection.accepted, confirmed: selection.confirmed },
    schema: MatchResponseSchema,
    signal,
    genericMessage: 'We couldn’t update the score.',
    timeoutMs: MATCH_TIMEOUT_MS,
  });
}

/** What the user kept of a tailoring: accepted changes, and missing terms confirmed as true. */
export interface TailorSelection {
  accepted: string[];
  confirmed: string[];
}

export interface TailoredCopyInput extends TailorSelection {
  job: JobRequest;
  title?: string;
}

export function createTailoredCopy(id: string, input: TailoredCopyInput): Promise<ResumeDetail> {
  const title = input.title?.trim();
  return apiRequest(`${resumePath(id)}/tailored-copies`, {
    method: 'POST',
    body: {
      ...input.job,
      accepted: input.accepted,
      confirmed: input.confirmed,
      ...(title ? { title } : {}),
    },
    schema: ResumeDetailSchema,
    genericMessage: 'We couldn’t save the tailored copy.',
    timeoutMs: MATCH_TIMEOUT_MS,
  });
}

export function getAiUsage(signal?: AbortSignal): Promise<AiUsage> {
  return apiRequest('/api/ai/usage', {
    schema: AiUsageSchema,
    signal,
    genericMessage: 'We couldn’t check the AI service.',
  });
}
