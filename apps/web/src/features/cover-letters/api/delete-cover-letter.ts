import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { trackLetterAction } from '../model/track.ts';
import { coverLetterKeys } from './query-keys.ts';

/** Soft delete: the letter can be restored for a while (see restore-cover-letter). */
export async function deleteCoverLetter(id: string): Promise<void> {
  await apiRequest(`/api/cover-letters/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    genericMessage: 'We couldn’t delete the cover letter.',
  });
}

export function useDeleteCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoverLetter,
    onSuccess(_, id) {
      trackLetterAction('delete', id);
      queryClient.removeQueries({ queryKey: coverLetterKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.lists() });
    },
  });
}
