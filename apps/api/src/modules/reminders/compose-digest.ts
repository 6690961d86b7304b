import type { JobReminder, JobRemindersResponse } from '@resumio/contract/jobs';
import type { MailMessage } from '../../adapters/mail/mail-port.ts';
import { html, type SafeHtml } from '../../lib/html.ts';
import { dayAsUtcDate } from './local-day.ts';

export interface DigestMailInput {
  to: string;
  timeZone: string;
  reminders: JobRemindersResponse;
  trackerUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const formatDay = (day: string) => dayFormat.format(dayAsUtcDate(day));

function formatTime(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(at),
  );
}

const LABELS: Record<JobReminder['kind'], string> = {
  deadline: 'Deadline',
  'follow-up': 'Follow up',
  interview: 'Interview',
};

function what(item: JobReminder, timeZone: string): string {
  const time = item.kind === 'interview' && item.at ? ` at ${formatTime(item.at, timeZone)}` : '';
  return `${LABELS[item.kind]}${time}: ${item.role} at ${item.company}`;
}

interface Section {
  title: string;
  /** Today's section names its day once in the title instead of on each line. */
  showDay: boolean;
  items: { day: string; text: string }[];
}

function sections({ reminders, timeZone }: DigestMailInput): Section[] {
  const groups: Section[] = [
    { title: 'Overdue', showDay: true, items: [] },
    { title: `Today, ${formatDay(reminders.today)}`, showDay: false, items: [] },
    { title: 'Next 7 days', showDay: true, items: [] },
  ];
  for (const item of reminders.items) {
    const group = item.overdue ? 0 : item.day === reminders.today ? 1 : 2;
    groups[group]!.items.push({ day: formatDay(item.day), text: what(item, timeZone) });
  }
  return groups.filter((g) => g.items.length > 0);
}

function subject({ reminders }: DigestMailInput): string {
  const upcoming = reminders.items.length - reminders.overdue - reminders.dueToday;
  const parts = [
    reminders.overdue > 0 ? `${reminders.overdue} overdue` : '',
    reminders.dueToday > 0 ? `${reminders.dueToday} due today` : '',
    upcoming > 0 ? `${upcoming} coming up` : '',
  ].filter(Boolean);
  return `Job search reminders: ${parts.join(', ')}`;
}

/** The morning digest as a mail: the same lists in plain text and in HTML. */
export function composeDigest(input: DigestMailInput): MailMessage {
  const groups = sections(input);
  const text = [
    `Here is what is due in your job search (times in ${input.timeZone}).`,
    ...groups.map((group) =>
      [
        '',
        group.title,
        ...group.items.map((i) => `- ${group.showDay ? `${i.day}: ` : ''}${i.text}`),
      ].join('\n'),
    ),
    '',
    `Open your job tracker: ${input.trackerUrl}`,
    '',
    '--',
    'You get this email because the daily reminder email is on in your Resumio settings.',
    `Settings: ${input.settingsUrl}`,
    `Turn it off: ${input.unsubscribeUrl}`,
    '',
  ].join('\n');

  const list = (group: Section): SafeHtml =>
    html`<h2 style="font-size:16px;margin:20px 0 6px">${group.title}</h2>
      <ul style="padding-left:20px;margin:0">
        ${group.items.map(
          (i) => html`<li>${group.showDay ? html`<strong>${i.day}</strong>: ` : ''}${i.text}</li>`,
        )}
      </ul>`;
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${subject(input)}</title>
      </head>
      <body
        style="font:15px/1.5 -apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:16px"
      >
        <p>Here is what is due in your job search (times in ${input.timeZone}).</p>
        ${groups.map(list)}
        <p style="margin-top:24px">
          <a href="${input.trackerUrl}" style="color:#1d4ed8">Open your job tracker</a>
        </p>
        <p style="color:#6b7280;font-size:13px;margin-top:32px">
          You get this email because the daily reminder email is on in
          <a href="${input.settingsUrl}" style="color:#6b7280">your settings</a>.
          <a href="${input.unsubscribeUrl}" style="color:#6b7280">Turn it off</a>.
        </p>
      </body>
    </html>`;

  return {
    to: input.to,
    subject: subject(input),
    text,
    html: body.value,
    listUnsubscribe: input.unsubscribeUrl,
    autoSubmitted: 'auto-generated',
  };
}
