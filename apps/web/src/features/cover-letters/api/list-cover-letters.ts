import {
  type ListCoverLettersQuery,
  type ListCoverLettersResponse,
  ListCoverLettersResponseSchema,
} from '@resumio/contract/cover-letters';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { coverLetterKeys } from './query-keys.ts';

export function listCoverLetters(
  query: Partial<ListCoverLettersQuery>,
  signal?: AbortSignal,
): Promise<ListCoverLettersResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/api/cover-letters?${params}`, {
    schema: ListCoverLettersResponseSchema,
    signal,
    genericMessage: 'We couldn’t load your cover letters.',
  });
}

/** One page of the user's letters; the previous page stays on screen while the next loads. */
export function useCoverLetterList(query: Partial<ListCoverLettersQuery>) {
  return useQuery({
    queryKey: coverLetterKeys.list(query),
    queryFn: ({ signal }) => listCoverLetters(query, signal),
    placeholderData: keepPreviousData,
  });
}
