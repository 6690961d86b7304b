/** Addresses in mail and calendar feeds: absolute, from the configured public address. */

/** The web app's job tracker page. */
export const jobTrackerUrl = (publicUrl: string) => `${publicUrl}/job-tracker`;

/** The web app's settings page, where the reminder email and the calendar feed are set. */
export const settingsUrl = (publicUrl: string) => `${publicUrl}/settings`;

/** Calendar apps subscribe from their own servers, so the feed's address names the host. */
export const calendarFeedUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/calendar/${token}.ics`;

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/reminders/unsubscribe/${token}`;
