import { type CoverLetterDetail, CoverLetterDetailSchema } from '@resumio/contract/cover-letters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { trackLetterAction } from '../model/track.ts';
import { coverLetterKeys } from './query-keys.ts';

export function duplicateCoverLetter(id: string): Promise<CoverLetterDetail> {
  return apiRequest(`/api/cover-letters/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
    schema: CoverLetterDetailSchema,
    genericMessage: 'We couldn’t duplicate the cover letter.',
  });
}

export function useDuplicateCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateCoverLetter,
    onSuccess(copy, sourceId) {
      trackLetterAction('duplicate', copy.id, { source_id: sourceId });
      queryClient.setQueryData(coverLetterKeys.detail(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.lists() });
    },
  });
}
