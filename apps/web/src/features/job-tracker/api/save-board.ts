import { type JobBoard, JobBoardSchema } from '@resumio/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';
import { trackJobAction } from '../model/track.ts';

export function saveBoard(board: JobBoard): Promise<JobBoard> {
  return apiRequest('/api/jobs/board', {
    method: 'PUT',
    body: board,
    schema: JobBoardSchema,
    genericMessage: 'We couldn’t save your stages.',
  });
}

export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBoard,
    onSuccess(saved) {
      trackJobAction('stages', { stages: saved.stages.length });
      queryClient.setQueryData(jobKeys.board(), saved);
    },
  });
}
