import type { CalendarFeed } from '@resumio/contract/jobs';
import { toCalendarFeed } from './get-calendar-feed.ts';
import type { ReminderDeps } from './reminder-deps.ts';
import { replaceCalendarFeed } from './repository.ts';
import { secretToken } from './secret-token.ts';

/**
 * Creates the user's feed, or regenerates it: a new secret token, and the old address stops
 * working at once (for a link that was shared by mistake).
 */
export async function createCalendarFeed(
  deps: Pick<ReminderDeps, 'db' | 'publicUrl' | 'clock'>,
  userId: string,
): Promise<CalendarFeed> {
  const row = { user_id: userId, token: secretToken(), created_at: deps.clock().toISOString() };
  await replaceCalendarFeed(deps.db, row);
  return toCalendarFeed(deps.publicUrl, row);
}
