import { type CalendarFeed, CalendarFeedSchema } from '@resumio/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';

export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return apiRequest('/api/jobs/calendar-feed', {
    schema: CalendarFeedSchema,
    signal,
    genericMessage: 'We couldn’t load your calendar feed.',
  });
}

/** The private calendar address, or `url: null` before the user creates one. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: jobKeys.calendarFeed(),
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });
}
