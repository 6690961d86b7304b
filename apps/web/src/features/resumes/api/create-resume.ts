import {
  type CreateResumeRequest,
  type CreateResumeResponse,
  CreateResumeResponseSchema,
} from '@resumio/contract/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackResumeAction } from '@/lib/analytics.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from './query-keys.ts';

export function createResume(body: CreateResumeRequest): Promise<CreateResumeResponse> {
  return apiRequest('/api/resumes', {
    method: 'POST',
    body,
    schema: CreateResumeResponseSchema,
    genericMessage: 'We couldn’t create the resume.',
  });
}

export function useCreateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResume,
    onSuccess(created) {
      trackResumeAction({ action: 'create', resume_id: created.id });
      queryClient.setQueryData(resumeKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
  });
}
