import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';
import { trackJobAction } from '../model/track.ts';
import { jobPath } from './get-job.ts';

/** Soft delete: the application can be restored for a while (see restore-job). */
export async function deleteJob(id: string): Promise<void> {
  await apiRequest(jobPath(id), {
    method: 'DELETE',
    genericMessage: 'We couldn’t delete the application.',
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess(_, id) {
      trackJobAction('delete', { job_id: id });
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
