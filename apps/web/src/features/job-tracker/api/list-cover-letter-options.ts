import { ListCoverLettersResponseSchema } from '@resumio/contract/cover-letters';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { coverLetterKeys } from '@/lib/cover-letters/cover-letter-query-keys.ts';

const QUERY = { pageSize: 100 } as const;

/** The user's cover letters for the "cover letter used" select, newest edit first. */
export function useCoverLetterOptions(enabled: boolean) {
  return useQuery({
    queryKey: coverLetterKeys.list(QUERY),
    queryFn: ({ signal }) =>
      apiRequest(`/api/cover-letters?pageSize=${QUERY.pageSize}`, {
        schema: ListCoverLettersResponseSchema,
        signal,
        genericMessage: 'We couldn’t load your cover letters.',
      }),
    enabled,
    staleTime: 60_000,
    select: (list) =>
      list.items.map((letter) => ({
        id: letter.id,
        title: letter.title,
        company: letter.company,
      })),
  });
}
