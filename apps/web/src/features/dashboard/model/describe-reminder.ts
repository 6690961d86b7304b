import type { JobReminder } from '@resumio/contract/jobs';
import { daysBetween, formatShortDay, formatWeekDay } from '@/lib/jobs/calendar-day.ts';
import { plural } from '@/lib/plural.ts';

const kindLabels: Record<JobReminder['kind'], string> = {
  deadline: 'Application deadline',
  'follow-up': 'Follow up',
  interview: 'Interview',
};

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

export interface ReminderText {
  /** What to do: "Follow up". */
  action: string;
  /** When, in words that do not need colour to be understood: "2 days overdue", "Today at 2:00 PM". */
  when: string;
}

/** The words of one reminder row, relative to the server's `today` in the user's time zone. */
export function describeReminder(item: JobReminder, today: string): ReminderText {
  const action = kindLabels[item.kind];
  const time = item.at ? timeFormat.format(new Date(item.at)) : null;
  if (item.overdue) {
    const late = Math.max(1, daysBetween(item.day, today));
    return {
      action,
      when: `${plural(late, 'day')} overdue (due ${formatShortDay(item.day)})`,
    };
  }
  if (item.day <= today) return { action, when: time ? `Today at ${time}` : 'Today' };
  return { action, when: time ? `${formatWeekDay(item.day)} at ${time}` : formatWeekDay(item.day) };
}
