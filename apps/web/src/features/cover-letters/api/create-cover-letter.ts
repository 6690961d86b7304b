import {
  type CreateCoverLetterRequest,
  type CreateCoverLetterResponse,
  CreateCoverLetterResponseSchema,
} from '@resumio/contract/cover-letters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { trackLetterAction } from '../model/track.ts';
import { coverLetterKeys } from './query-keys.ts';

export function createCoverLetter(
  body: CreateCoverLetterRequest,
): Promise<CreateCoverLetterResponse> {
  return apiRequest('/api/cover-letters', {
    method: 'POST',
    body,
    schema: CreateCoverLetterResponseSchema,
    genericMessage: 'We couldn’t save the cover letter.',
  });
}

export function useCreateCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoverLetter,
    onSuccess(created) {
      trackLetterAction('create', created.id, { tone: created.tone, length: created.length });
      queryClient.setQueryData(coverLetterKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.lists() });
    },
  });
}
