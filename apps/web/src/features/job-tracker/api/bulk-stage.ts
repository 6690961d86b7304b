import { BulkStageResponseSchema } from '@resumio/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';
import { trackJobAction } from '../model/track.ts';

export interface BulkStageInput {
  ids: string[];
  stageId: string;
}

export function bulkStage(body: BulkStageInput): Promise<{ updated: number }> {
  return apiRequest('/api/jobs/bulk-stage', {
    method: 'POST',
    body,
    schema: BulkStageResponseSchema,
    genericMessage: 'We couldn’t move the selected applications.',
  });
}

export function useBulkStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkStage,
    onSuccess(result, input) {
      trackJobAction('bulk_move', { count: result.updated, stage_id: input.stageId });
    },
    onSettled() {
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
