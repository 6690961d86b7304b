import { type CoverLetterDetail, CoverLetterDetailSchema } from '@resumio/contract/cover-letters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { trackLetterAction } from '../model/track.ts';
import { coverLetterKeys } from './query-keys.ts';

export function restoreCoverLetter(id: string): Promise<CoverLetterDetail> {
  return apiRequest(`/api/cover-letters/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    schema: CoverLetterDetailSchema,
    genericMessage: 'We couldn’t restore the cover letter.',
  });
}

export function useRestoreCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCoverLetter,
    onSuccess(restored) {
      trackLetterAction('restore', restored.id);
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.lists() });
    },
  });
}
