import {
  type JobApplicationDetail,
  JobApplicationDetailSchema,
  type ListJobsResponse,
  type MoveJobRequest,
} from '@resumio/contract/jobs';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';
import { type MoveTarget, applyMove } from '../model/board-columns.ts';
import { trackJobAction } from '../model/track.ts';
import { jobPath } from './get-job.ts';

export function moveJob(id: string, body: MoveJobRequest): Promise<JobApplicationDetail> {
  return apiRequest(`${jobPath(id)}/move`, {
    method: 'POST',
    body,
    schema: JobApplicationDetailSchema,
    genericMessage: 'We couldn’t move the application.',
  });
}

export interface MoveJobInput extends MoveTarget {
  /** The version the caller saw; a newer one in the cache (an earlier move's answer) wins. */
  version: number;
}

const moveKey = [...jobKeys.all, 'move'] as const;

/** The newest version of an application any cached list holds. */
function latestVersion(queryClient: QueryClient, id: string, fallback: number): number {
  let version = fallback;
  for (const [, list] of queryClient.getQueriesData<ListJobsResponse>({
    queryKey: jobKeys.lists(),
  })) {
    const job = list?.items.find((item) => item.id === id);
    if (job && job.version > version) version = job.version;
  }
  return version;
}

/**
 * Drag and drop: the card moves at once (optimistic), requests run one after another so each
 * names the version the previous one produced, and a failure puts the lists back as they were.
 * A 409 means the card changed elsewhere: the refetch after it shows it as it now stands.
 */
export function useMoveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moveKey,
    scope: { id: 'job-move' },
    mutationFn: ({ id, stageId, index, version }: MoveJobInput) =>
      moveJob(id, { version: latestVersion(queryClient, id, version), stageId, index }),
    async onMutate(move) {
      await queryClient.cancelQueries({ queryKey: jobKeys.lists() });
      const snapshots = queryClient.getQueriesData<ListJobsResponse>({
        queryKey: jobKeys.lists(),
      });
      queryClient.setQueriesData<ListJobsResponse>({ queryKey: jobKeys.lists() }, (list) =>
        list ? applyMove(list, move) : list,
      );
      return { snapshots };
    },
    onError(_error, _move, context) {
      for (const [key, data] of context?.snapshots ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess(moved, move) {
      trackJobAction('move', { job_id: moved.id, stage_id: move.stageId });
      queryClient.setQueryData(jobKeys.detail(moved.id), moved);
      queryClient.setQueriesData<ListJobsResponse>({ queryKey: jobKeys.lists() }, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((job) =>
                job.id === moved.id
                  ? { ...job, version: moved.version, updatedAt: moved.updatedAt }
                  : job,
              ),
            }
          : list,
      );
    },
    onSettled() {
      // Refetching while later moves wait would paint the board back to an older state.
      if (queryClient.isMutating({ mutationKey: moveKey }) <= 1) {
        return queryClient.invalidateQueries({ queryKey: jobKeys.all });
      }
    },
  });
}
