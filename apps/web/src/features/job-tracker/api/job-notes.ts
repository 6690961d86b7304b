import { type JobApplicationDetail, type JobEvent, JobEventSchema } from '@resumio/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';
import { trackJobAction } from '../model/track.ts';
import { jobPath } from './get-job.ts';

export function addJobNote(id: string, text: string): Promise<JobEvent> {
  return apiRequest(`${jobPath(id)}/notes`, {
    method: 'POST',
    body: { text },
    schema: JobEventSchema,
    genericMessage: 'We couldn’t add the note.',
  });
}

export async function deleteJobNote(id: string, eventId: string): Promise<void> {
  await apiRequest(`${jobPath(id)}/notes/${encodeURIComponent(eventId)}`, {
    method: 'DELETE',
    genericMessage: 'We couldn’t delete the note.',
  });
}

/** Notes change the timeline only, so the open detail is patched in place. */
export function useAddJobNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addJobNote(id, text),
    onSuccess(note) {
      trackJobAction('note', { job_id: id, change: 'add' });
      queryClient.setQueryData<JobApplicationDetail>(jobKeys.detail(id), (detail) =>
        detail ? { ...detail, timeline: [...detail.timeline, note] } : detail,
      );
    },
  });
}

export function useDeleteJobNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => deleteJobNote(id, eventId),
    onSuccess(_, eventId) {
      trackJobAction('note', { job_id: id, change: 'delete' });
      queryClient.setQueryData<JobApplicationDetail>(jobKeys.detail(id), (detail) =>
        detail
          ? { ...detail, timeline: detail.timeline.filter((event) => event.id !== eventId) }
          : detail,
      );
    },
  });
}
