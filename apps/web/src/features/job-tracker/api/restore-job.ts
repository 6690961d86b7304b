import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';
import { trackJobAction } from '../model/track.ts';
import { jobPath } from './get-job.ts';

/** Undoes a delete; the answer is not needed, the lists are fetched again. */
export async function restoreJob(id: string): Promise<void> {
  await apiRequest(`${jobPath(id)}/restore`, {
    method: 'POST',
    genericMessage: 'We couldn’t restore the application.',
  });
}

export function useRestoreJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreJob,
    onSuccess(_, id) {
      trackJobAction('restore', { job_id: id });
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
