import { type JobAnalytics, JobAnalyticsSchema } from '@resumio/contract/jobs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';
import { type DateRange, rangeToSearch } from '../model/date-range.ts';

export function getJobAnalytics(range: DateRange, signal?: AbortSignal): Promise<JobAnalytics> {
  const params = rangeToSearch(range);
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest(`/api/jobs/analytics${query}`, {
    schema: JobAnalyticsSchema,
    signal,
    genericMessage: 'We couldn’t load your analytics.',
  });
}

/**
 * The figures for one date range. The previous range's figures stay on screen while the next
 * loads, so changing the range does not blank the page.
 */
export function useJobAnalytics(range: DateRange) {
  return useQuery({
    queryKey: jobKeys.analytics(range),
    queryFn: ({ signal }) => getJobAnalytics(range, signal),
    placeholderData: keepPreviousData,
  });
}
