import { type ResumeDetail, ResumeDetailSchema } from '@resumio/contract/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackResumeAction } from '@/lib/analytics.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from './query-keys.ts';

export function restoreResume(id: string): Promise<ResumeDetail> {
  return apiRequest(`/api/resumes/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    schema: ResumeDetailSchema,
    genericMessage: 'We couldn’t restore the resume.',
  });
}

export function useRestoreResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreResume,
    onSuccess(restored) {
      trackResumeAction({ action: 'restore', resume_id: restored.id });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
  });
}
