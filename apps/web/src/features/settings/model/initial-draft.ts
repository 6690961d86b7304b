import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@resumio/contract/jobs';

export interface InitialDraft {
  draft: ReminderSettings;
  /** True when the time zone came from the browser rather than from saved settings. */
  fromBrowser: boolean;
}

const untouched = (settings: ReminderSettings) =>
  settings.emailDigest === DEFAULT_REMINDER_SETTINGS.emailDigest &&
  settings.timeZone === DEFAULT_REMINDER_SETTINGS.timeZone &&
  settings.digestHour === DEFAULT_REMINDER_SETTINGS.digestHour;

/**
 * What the form starts with. Settings never saved are the server's defaults, whose UTC is nobody's
 * guess at where the user is: the browser's own zone is offered instead, to be saved with the rest.
 */
export function initialDraft(saved: ReminderSettings, browserZone: string): InitialDraft {
  if (untouched(saved) && browserZone && browserZone !== saved.timeZone) {
    return { draft: { ...saved, timeZone: browserZone }, fromBrowser: true };
  }
  return { draft: saved, fromBrowser: false };
}
