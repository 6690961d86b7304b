import type { JobStage } from '@resumio/contract/jobs';
import ICAL from 'ical.js';
import { openStageIds } from './compute-reminders.ts';
import { jobTrackerUrl } from './links.ts';
import { addDays, isCalendarDay } from './local-day.ts';
import type { DatedJobRow } from './repository.ts';

export interface CalendarFeedOptions {
  /** The product's public address: event links and the UIDs' domain come from it. */
  publicUrl: string;
}

/** A property in jCal (RFC 7265): name, parameters, value type, value. */
type JCalProperty = [name: string, params: Record<string, string>, type: string, value: string];
type JCalComponent = [name: string, properties: JCalProperty[], components: JCalComponent[]];

const INTERVIEW_MS = 60 * 60 * 1000;

const text = (name: string, value: string): JCalProperty => [name, {}, 'text', value];
/** A calendar day: an all-day date, the same day in every time zone. */
const date = (name: string, day: string): JCalProperty => [name, {}, 'date', day];
/** An instant, written in UTC. */
const instant = (name: string, at: Date): JCalProperty => [
  name,
  {},
  'date-time',
  `${at.toISOString().slice(0, 19)}Z`,
];

/**
 * The calendar (ICS) of a user's open applications: each deadline and follow-up as an all-day
 * event, each interview as a one-hour event. UIDs are stable per application and kind, so a
 * calendar app updates an event in place when a date moves instead of adding a second one. The
 * output is a function of its input alone (DTSTAMP is the application's last change), so an
 * unchanged search gives the same bytes.
 *
 * The events are built as jCal and written by ical.js, which escapes, folds and formats each
 * line; building its object model instead costs several times more for a large search.
 */
export function renderCalendarFeed(
  rows: readonly DatedJobRow[],
  stages: JobStage[],
  { publicUrl }: CalendarFeedOptions,
): string {
  const domain = new URL(publicUrl).hostname;
  const trackerUrl = jobTrackerUrl(publicUrl);
  const stageNames = new Map(stages.map((s) => [s.id, s.name]));
  const isOpen = openStageIds(stages);
  const events: JCalComponent[] = [];

  for (const row of rows) {
    if (!isOpen(row.stage_id)) continue;
    const title = `${row.role} at ${row.company}`;
    const shared: JCalProperty[] = [
      instant('dtstamp', new Date(row.updated_at)),
      text('description', `Stage: ${stageNames.get(row.stage_id) ?? row.stage_id}\n${trackerUrl}`),
    ];
    if (row.posting_url && /^https?:\/\//i.test(row.posting_url)) {
      shared.push(['url', {}, 'uri', row.posting_url]);
    }
    const add = (kind: string, label: string, start: JCalProperty, end: JCalProperty) =>
      events.push([
        'vevent',
        [
          text('uid', `${row.id}-${kind}@${domain}`),
          start,
          end,
          text('summary', `${label}: ${title}`),
          ...shared,
        ],
        [],
      ]);

    if (row.deadline_on && isCalendarDay(row.deadline_on)) {
      const day = row.deadline_on;
      add('deadline', 'Deadline', date('dtstart', day), date('dtend', addDays(day, 1)));
    }
    if (row.follow_up_on && isCalendarDay(row.follow_up_on)) {
      const day = row.follow_up_on;
      add('follow-up', 'Follow up', date('dtstart', day), date('dtend', addDays(day, 1)));
    }
    if (row.next_interview_at) {
      const at = new Date(row.next_interview_at);
      if (!Number.isNaN(at.getTime())) {
        const end = new Date(at.getTime() + INTERVIEW_MS);
        add('interview', 'Interview', instant('dtstart', at), instant('dtend', end));
      }
    }
  }

  const calendar: JCalComponent = [
    'vcalendar',
    [
      text('version', '2.0'),
      text('prodid', '-//Resumio//Job tracker//EN'),
      text('calscale', 'GREGORIAN'),
      // Extension properties, written bare as calendar apps expect them (no VALUE parameter).
      ['x-wr-calname', {}, 'unknown', 'Resumio job search'],
      // Calendar apps poll at their own pace; this asks for at most hourly.
      ['x-published-ttl', {}, 'unknown', 'PT1H'],
    ],
    events,
  ];
  // RFC 5545 lines end in CRLF, the last one too.
  return `${ICAL.stringify(calendar)}\r\n`;
}
