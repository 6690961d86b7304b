import type { JobRemindersResponse } from '@resumio/contract/jobs';
import { DEFAULT_REMINDER_SETTINGS } from '@resumio/contract/jobs';
import { localDay } from './local-day.ts';
import { loadUserReminders } from './load-user-reminders.ts';
import type { ReminderDeps } from './reminder-deps.ts';
import { findReminderSettings } from './repository.ts';
import { requireTimeZone } from './time-zone.ts';

/**
 * What is due for the user, as of today in `tz` (the browser's zone), or in the zone of their
 * reminder settings when the request names none.
 */
export async function listJobReminders(
  deps: Pick<ReminderDeps, 'db' | 'clock'>,
  userId: string,
  query: { tz?: string | undefined; days: number },
): Promise<JobRemindersResponse> {
  const timeZone =
    query.tz !== undefined
      ? requireTimeZone(query.tz, 'tz')
      : ((await findReminderSettings(deps.db, userId))?.time_zone ??
        DEFAULT_REMINDER_SETTINGS.timeZone);
  const today = localDay(deps.clock(), timeZone);
  return loadUserReminders(deps.db, userId, { today, timeZone, days: query.days });
}
