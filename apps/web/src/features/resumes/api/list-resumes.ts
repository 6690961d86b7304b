import {
  type ListResumesQuery,
  type ListResumesResponse,
  ListResumesResponseSchema,
} from '@resumio/contract/resumes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { resumeKeys } from './query-keys.ts';

export function listResumes(
  query: Partial<ListResumesQuery>,
  signal?: AbortSignal,
): Promise<ListResumesResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest(`/api/resumes?${params}`, {
    schema: ListResumesResponseSchema,
    signal,
    genericMessage: 'We couldn’t load your resumes.',
  });
}

/** One page of the signed-in user's resumes; the previous page stays on screen while the next loads. */
export function useResumeList(query: Partial<ListResumesQuery>) {
  return useQuery({
    queryKey: resumeKeys.list(query),
    queryFn: ({ signal }) => listResumes(query, signal),
    placeholderData: keepPreviousData,
  });
}
