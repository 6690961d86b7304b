import { type ResumeDetail, ResumeDetailSchema } from '@resumio/contract/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackResumeAction } from '@/lib/analytics.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from './query-keys.ts';

export function duplicateResume(id: string): Promise<ResumeDetail> {
  return apiRequest(`/api/resumes/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
    schema: ResumeDetailSchema,
    genericMessage: 'We couldn’t duplicate the resume.',
  });
}

export function useDuplicateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateResume,
    onSuccess(copy) {
      trackResumeAction({ action: 'duplicate', resume_id: copy.id });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
  });
}
