import {
  type CoverLetterDetail,
  CoverLetterDetailSchema,
  type UpdateCoverLetterRequest,
} from '@resumio/contract/cover-letters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { coverLetterKeys } from './query-keys.ts';

export function updateCoverLetter(
  id: string,
  body: UpdateCoverLetterRequest,
): Promise<CoverLetterDetail> {
  return apiRequest(`/api/cover-letters/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: CoverLetterDetailSchema,
    genericMessage: 'We couldn’t save your changes.',
  });
}

/** Renames from the list: the title only, at the version the list showed. */
export function useRenameCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, title }: { id: string; version: number; title: string }) =>
      updateCoverLetter(id, { version, title }),
    onSuccess(updated) {
      queryClient.setQueryData(coverLetterKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.lists() });
    },
  });
}
