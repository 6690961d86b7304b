import type { JobReminder, JobRemindersResponse } from '@resumio/contract/jobs';

export interface ReminderGroups {
  overdue: JobReminder[];
  today: JobReminder[];
  upcoming: JobReminder[];
}

/**
 * Splits the server's list (overdue first, then by day) into what needs doing first. "Today" is
 * the server's today in the user's time zone, never the browser clock's guess at it.
 */
export function groupReminders({ today, items }: JobRemindersResponse): ReminderGroups {
  const groups: ReminderGroups = { overdue: [], today: [], upcoming: [] };
  for (const item of items) {
    if (item.overdue) groups.overdue.push(item);
    else if (item.day <= today) groups.today.push(item);
    else groups.upcoming.push(item);
  }
  return groups;
}
