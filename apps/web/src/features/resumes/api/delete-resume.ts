import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackResumeAction } from '@/lib/analytics.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from './query-keys.ts';

/** Soft delete: the resume can be restored for a while (see restore-resume). */
export async function deleteResume(id: string): Promise<void> {
  await apiRequest(`/api/resumes/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    genericMessage: 'We couldn’t delete the resume.',
  });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess(_, id) {
      trackResumeAction({ action: 'delete', resume_id: id });
      queryClient.removeQueries({ queryKey: resumeKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
  });
}
