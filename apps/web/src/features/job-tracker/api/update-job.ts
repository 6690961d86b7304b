import {
  type JobApplicationDetail,
  JobApplicationDetailSchema,
  type UpdateJobRequest,
} from '@resumio/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';
import { trackJobAction } from '../model/track.ts';
import { jobPath } from './get-job.ts';

export function updateJob(id: string, body: UpdateJobRequest): Promise<JobApplicationDetail> {
  return apiRequest(jobPath(id), {
    method: 'PATCH',
    body,
    schema: JobApplicationDetailSchema,
    genericMessage: 'We couldn’t save your changes.',
  });
}

/** Saves the changed fields over the version the form started from (stale → 409). */
export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateJobRequest) => updateJob(id, body),
    onSuccess(saved) {
      trackJobAction('update', { job_id: saved.id });
      queryClient.setQueryData(jobKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
