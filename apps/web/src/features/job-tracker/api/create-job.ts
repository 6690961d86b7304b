import {
  type CreateJobRequest,
  type JobApplicationDetail,
  JobApplicationDetailSchema,
} from '@resumio/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';
import { trackJobAction } from '../model/track.ts';

export function createJob(body: CreateJobRequest): Promise<JobApplicationDetail> {
  return apiRequest('/api/jobs', {
    method: 'POST',
    body,
    schema: JobApplicationDetailSchema,
    genericMessage: 'We couldn’t add the application.',
  });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess(created) {
      trackJobAction('create', { job_id: created.id, stage_id: created.stageId });
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
