import {
  ListResumeSharesResponseSchema,
  type ResumeShareResponse,
  ResumeShareResponseSchema,
  type SaveResumeShareRequest,
} from '@resumio/contract/resumes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const shareKeys = {
  all: ['resume-shares'] as const,
  list: () => [...shareKeys.all, 'list'] as const,
  detail: (resumeId: string) => [...shareKeys.all, 'detail', resumeId] as const,
};

const sharePath = (resumeId: string) => `/api/resumes/${encodeURIComponent(resumeId)}/share`;

export function useResumeShare(resumeId: string) {
  return useQuery({
    queryKey: shareKeys.detail(resumeId),
    queryFn: ({ signal }) =>
      apiRequest(sharePath(resumeId), {
        schema: ResumeShareResponseSchema,
        signal,
        genericMessage: 'We couldn’t load the link settings.',
      }),
  });
}

/** The user's live links with their views, for the resume cards (one request for the page). */
export function useResumeShares() {
  return useQuery({
    queryKey: shareKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest('/api/resume-shares', {
        schema: ListResumeSharesResponseSchema,
        signal,
        genericMessage: 'We couldn’t load the view counts.',
      }),
  });
}

export function useSaveShare(resumeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveResumeShareRequest) =>
      apiRequest(sharePath(resumeId), {
        method: 'PUT',
        body,
        schema: ResumeShareResponseSchema,
        genericMessage: 'We couldn’t save the link.',
      }),
    onSuccess(answer: ResumeShareResponse) {
      queryClient.setQueryData(shareKeys.detail(resumeId), answer);
      void queryClient.invalidateQueries({ queryKey: shareKeys.list() });
    },
  });
}

export function useRevokeShare(resumeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(sharePath(resumeId), {
        method: 'DELETE',
        genericMessage: 'We couldn’t turn the link off.',
      }),
    onSuccess() {
      queryClient.setQueryData<ResumeShareResponse>(shareKeys.detail(resumeId), {
        share: null,
        views: { total: 0, days: [] },
      });
      void queryClient.invalidateQueries({ queryKey: shareKeys.list() });
    },
  });
}
