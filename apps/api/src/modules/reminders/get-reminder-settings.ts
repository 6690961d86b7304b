import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@resumio/contract/jobs';
import type { ReminderSettingsTable } from '@resumio/db';
import type { ReminderDeps } from './reminder-deps.ts';
import { findReminderSettings } from './repository.ts';

export function toReminderSettings(row: ReminderSettingsTable | undefined): ReminderSettings {
  if (!row) return { ...DEFAULT_REMINDER_SETTINGS };
  return {
    emailDigest: row.email_digest === 1,
    timeZone: row.time_zone,
    digestHour: row.digest_hour,
  };
}

export async function getReminderSettings(
  deps: Pick<ReminderDeps, 'db'>,
  userId: string,
): Promise<ReminderSettings> {
  return toReminderSettings(await findReminderSettings(deps.db, userId));
}
