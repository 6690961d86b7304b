import {
  type ResumeDetail,
  ResumeDetailSchema,
  type UpdateResumeRequest,
} from '@resumio/contract/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from './query-keys.ts';

export function updateResume(id: string, body: UpdateResumeRequest): Promise<ResumeDetail> {
  return apiRequest(`/api/resumes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: ResumeDetailSchema,
    genericMessage: 'We couldn’t save your changes.',
  });
}

/** Renames from a list: the title only, at the version the list showed. */
export function useRenameResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, title }: { id: string; version: number; title: string }) =>
      updateResume(id, { version, title }),
    onSuccess(updated) {
      queryClient.setQueryData(resumeKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
    },
  });
}
