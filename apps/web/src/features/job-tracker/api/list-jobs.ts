import {
  type ListJobsQuery,
  type ListJobsResponse,
  ListJobsResponseSchema,
} from '@resumio/contract/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';

/** Drops empty filters, so `{}` and `{ q: '' }` share one cache entry and one request. */
export function cleanJobsQuery(query: ListJobsQuery): ListJobsQuery {
  const clean: ListJobsQuery = {};
  for (const [key, value] of Object.entries(query) as Array<[keyof ListJobsQuery, string]>) {
    if (typeof value === 'string' && value.trim() !== '') clean[key] = value.trim();
  }
  return clean;
}

export function listJobs(query: ListJobsQuery, signal?: AbortSignal): Promise<ListJobsResponse> {
  const params = new URLSearchParams(cleanJobsQuery(query) as Record<string, string>).toString();
  const search = params ? `?${params}` : '';
  return apiRequest(`/api/jobs${search}`, {
    schema: ListJobsResponseSchema,
    signal,
    genericMessage: 'We couldn’t load your applications.',
  });
}

/** The applications matching `query`; the previous answer stays on screen while filters change. */
export function useJobList(query: ListJobsQuery = {}) {
  const clean = cleanJobsQuery(query);
  return useQuery({
    queryKey: jobKeys.list(clean),
    queryFn: ({ signal }) => listJobs(clean, signal),
    placeholderData: keepPreviousData,
  });
}
