import type { JobRemindersResponse } from '@resumio/contract/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from './job-query-keys.ts';
import { useBrowserTimeZone } from './use-browser-time-zone.ts';

/**
 * How far ahead reminders are asked for. One window for every reader (dashboard, navigation
 * badge), so they share one cache entry and one request.
 */
export const REMINDER_WINDOW_DAYS = 7;

/** Reminders may lag a minute behind: they are a nudge, and the tracker shows the truth. */
export const REMINDERS_STALE_MS = 60_000;

/**
 * The navigation asks for this on every signed-in page, so the module is on the start-up path;
 * the schema (and zod with it) is loaded only when a premium account actually asks.
 */
export async function getJobReminders(
  { timeZone, days }: { timeZone: string; days: number },
  signal?: AbortSignal,
): Promise<JobRemindersResponse> {
  const { JobRemindersResponseSchema } = await import('@resumio/contract/jobs');
  const params = new URLSearchParams({ tz: timeZone, days: String(days) });
  return apiRequest(`/api/jobs/reminders?${params}`, {
    schema: JobRemindersResponseSchema,
    signal,
    genericMessage: 'We couldn’t load what is due.',
  });
}

export function jobRemindersQuery(timeZone: string, days = REMINDER_WINDOW_DAYS) {
  return queryOptions({
    queryKey: jobKeys.reminders(timeZone, days),
    queryFn: ({ signal }) => getJobReminders({ timeZone, days }, signal),
  });
}

/**
 * What is overdue, due today and coming up, in the browser's time zone. Premium only on the
 * server: callers pass `enabled` from the plan so a free account never asks.
 */
export function useJobReminders(enabled: boolean) {
  const timeZone = useBrowserTimeZone(enabled);
  return useQuery({ ...jobRemindersQuery(timeZone), enabled, staleTime: REMINDERS_STALE_MS });
}
