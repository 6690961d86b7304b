import type { ResumeDetail } from '@resumio/contract/resumes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resumeKeys } from '@/lib/resumes/resume-query-keys.ts';
import {
  createTailoredCopy,
  getAiUsage,
  getResume,
  matchResume,
  scoreTailoring,
  type TailoredCopyInput,
  type TailorSelection,
  tailorResume,
} from './enhancement-api.ts';
import type { JobRequest } from '../model/job-posting.ts';

export const enhancementKeys = {
  all: ['enhancement'] as const,
  score: (resumeId: string, job: JobRequest, selection: TailorSelection) =>
    [
      ...enhancementKeys.all,
      'tailor-score',
      resumeId,
      job,
      [...selection.accepted].sort(),
      [...selection.confirmed].sort(),
    ] as const,
  usage: () => [...enhancementKeys.all, 'ai-usage'] as const,
};

/** The resume being tailored, from the same cache entry the resume pages use. */
export function useResumeDetail(id: string) {
  return useQuery({
    queryKey: resumeKeys.detail(id),
    queryFn: ({ signal }) => getResume(id, signal),
  });
}

export function useMatch(resumeId: string) {
  return useMutation({ mutationFn: (job: JobRequest) => matchResume(resumeId, job) });
}

export function useTailor(resumeId: string) {
  return useMutation({ mutationFn: (job: JobRequest) => tailorResume(resumeId, job) });
}

/**
 * The score with only the accepted changes and the confirmed terms. Every set is cached, so
 * toggling a change back costs no request; the previous score stays on screen while the next one
 * loads.
 */
export function useTailorScore(
  resumeId: string,
  job: JobRequest | null,
  selection: TailorSelection,
  enabled: boolean,
) {
  return useQuery({
    queryKey: enhancementKeys.score(resumeId, job ?? { jobDescription: '' }, selection),
    queryFn: ({ signal }) => scoreTailoring(resumeId, job!, selection, signal),
    enabled: enabled && job !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

export function useCreateTailoredCopy(resumeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TailoredCopyInput) => createTailoredCopy(resumeId, input),
    onSuccess(copy: ResumeDetail) {
      queryClient.setQueryData(resumeKeys.detail(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
  });
}

/** Whether a language model is configured; without an answer the page offers no AI rewrite. */
export function useAiUsage(enabled: boolean) {
  return useQuery({
    queryKey: enhancementKeys.usage(),
    queryFn: ({ signal }) => getAiUsage(signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
