import type { ListJobsQuery } from '@resumio/contract/jobs';

/**
 * TanStack Query keys of the job tracker's data. Shared: the tracker, the dashboard, the analytics
 * page, the settings page and the navigation badge all read from `/api/jobs*`, and everything
 * lives under `['jobs']` so that one invalidation after a change to an application refreshes
 * every view of it (due counts included).
 */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: ListJobsQuery) => [...jobKeys.lists(), query] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: string) => [...jobKeys.details(), id] as const,
  board: () => [...jobKeys.all, 'board'] as const,
  /** How many applications the user keeps (the dashboard's figure). */
  count: () => [...jobKeys.all, 'count'] as const,
  reminders: (timeZone: string, days: number) =>
    [...jobKeys.all, 'reminders', timeZone, days] as const,
  analytics: (range: { from?: string; to?: string }) =>
    [...jobKeys.all, 'analytics', range] as const,
  reminderSettings: () => [...jobKeys.all, 'reminder-settings'] as const,
  calendarFeed: () => [...jobKeys.all, 'calendar-feed'] as const,
};
