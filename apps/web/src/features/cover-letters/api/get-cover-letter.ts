import { type CoverLetterDetail, CoverLetterDetailSchema } from '@resumio/contract/cover-letters';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { coverLetterKeys } from './query-keys.ts';

export function getCoverLetter(id: string, signal?: AbortSignal): Promise<CoverLetterDetail> {
  return apiRequest(`/api/cover-letters/${encodeURIComponent(id)}`, {
    schema: CoverLetterDetailSchema,
    signal,
    genericMessage: 'We couldn’t load this cover letter.',
  });
}

/** Always fetched on mount: the editor must start from the newest saved version. */
export function useCoverLetter(id: string) {
  return useQuery({
    queryKey: coverLetterKeys.detail(id),
    queryFn: ({ signal }) => getCoverLetter(id, signal),
    refetchOnMount: 'always',
    // The editor owns the letter once open; a refetch on focus would only race its autosave.
    refetchOnWindowFocus: false,
  });
}
