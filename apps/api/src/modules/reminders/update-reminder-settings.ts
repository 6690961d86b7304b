import type { ReminderSettings } from '@resumio/contract/jobs';
import { getReminderSettings } from './get-reminder-settings.ts';
import type { ReminderDeps } from './reminder-deps.ts';
import { saveReminderSettings } from './repository.ts';
import { secretToken } from './secret-token.ts';
import { requireTimeZone } from './time-zone.ts';

/** Saves the digest settings; the time zone is stored in its canonical spelling. */
export async function updateReminderSettings(
  deps: Pick<ReminderDeps, 'db' | 'clock'>,
  userId: string,
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  const timeZone = requireTimeZone(settings.timeZone, 'timeZone');
  await saveReminderSettings(deps.db, {
    user_id: userId,
    email_digest: settings.emailDigest ? 1 : 0,
    time_zone: timeZone,
    digest_hour: settings.digestHour,
    // Used only when the row is new; an existing row keeps the token its mails carry.
    unsubscribe_token: secretToken(),
    updated_at: deps.clock().toISOString(),
  });
  return getReminderSettings(deps, userId);
}
