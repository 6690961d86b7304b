import type { CalendarFeed } from '@resumio/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';

const noFeed: CalendarFeed = { url: null, createdAt: null };

/** Turns the feed off: its address stops working and none replaces it. */
export async function revokeCalendarFeed(): Promise<CalendarFeed> {
  // The answer's body is not needed: after a revoke there is no feed, whatever it says.
  await apiRequest('/api/jobs/calendar-feed', {
    method: 'DELETE',
    genericMessage: 'We couldn’t turn off your calendar feed.',
  });
  return noFeed;
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess(feed) {
      queryClient.setQueryData(jobKeys.calendarFeed(), feed);
    },
  });
}
