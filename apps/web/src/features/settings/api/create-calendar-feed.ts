import { type CalendarFeed, CalendarFeedSchema } from '@resumio/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';

/** A new secret address; when one exists already, it replaces it (the old one stops working). */
export function createCalendarFeed(): Promise<CalendarFeed> {
  return apiRequest('/api/jobs/calendar-feed', {
    method: 'POST',
    schema: CalendarFeedSchema,
    genericMessage: 'We couldn’t create your calendar feed.',
  });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess(feed) {
      queryClient.setQueryData(jobKeys.calendarFeed(), feed);
    },
  });
}
