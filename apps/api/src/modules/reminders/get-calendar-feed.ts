import type { CalendarFeed } from '@resumio/contract/jobs';
import type { CalendarFeedsTable } from '@resumio/db';
import { calendarFeedUrl } from './links.ts';
import type { ReminderDeps } from './reminder-deps.ts';
import { findCalendarFeed } from './repository.ts';

export function toCalendarFeed(
  publicUrl: string,
  row: CalendarFeedsTable | undefined,
): CalendarFeed {
  if (!row) return { url: null, createdAt: null };
  return {
    url: calendarFeedUrl(publicUrl, row.token),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function getCalendarFeed(
  deps: Pick<ReminderDeps, 'db' | 'publicUrl'>,
  userId: string,
): Promise<CalendarFeed> {
  return toCalendarFeed(deps.publicUrl, await findCalendarFeed(deps.db, userId));
}
