import { pushEvent } from '@/lib/analytics.ts';

export type CalendarFeedOperation = 'create' | 'regenerate' | 'revoke' | 'copy';

/**
 * `job_tracker_action` events for the reminder settings. Choices only: never the time zone (it
 * says where someone lives) nor the feed's address (it is a secret).
 */
export function trackReminderSettings(settings: { emailDigest: boolean; digestHour: number }) {
  return pushEvent('job_tracker_action', {
    action: 'reminder_settings',
    email_digest: settings.emailDigest,
    digest_hour: settings.digestHour,
  });
}

export function trackCalendarFeed(operation: CalendarFeedOperation) {
  return pushEvent('job_tracker_action', { action: 'calendar_feed', operation });
}
