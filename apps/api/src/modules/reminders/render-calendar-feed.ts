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

/**
 * The events of one rendering, kept to be reused by the next: per application, the exact bytes
 * of its events (UTF-8), under a key made of everything they are made from.
 */
export interface FeedEventTexts {
  publicUrl: string;
  byApplication: ReadonlyMap<string, { key: string; bytes: Buffer }>;
}

export interface RenderedCalendarFeed {
  /** The iCalendar file, UTF-8 encoded. */
  ics: Buffer;
  events: FeedEventTexts;
}

/** A property in jCal (RFC 7265): name, parameters, value type, value. */
type JCalProperty = [name: string, params: Record<string, string>, type: string, value: string];
type JCalComponent = [name: string, properties: JCalProperty[], components: JCalComponent[]];

const INTERVIEW_MS = 60 * 60 * 1000;
const LINE_ENDING = '\r\n';

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

interface EventContext {
  domain: string;
  trackerUrl: string;
}

/** The VEVENTs of one open application (none when it has no valid date), CRLF-terminated. */
function applicationEvents(row: DatedJobRow, stageName: string, context: EventContext): string {
  const title = `${row.role} at ${row.company}`;
  const shared: JCalProperty[] = [
    instant('dtstamp', new Date(row.updated_at)),
    text('description', `Stage: ${stageName}\n${context.trackerUrl}`),
  ];
  if (row.posting_url && /^https?:\/\//i.test(row.posting_url)) {
    shared.push(['url', {}, 'uri', row.posting_url]);
  }
  let out = '';
  const add = (kind: string, label: string, start: JCalProperty, end: JCalProperty) => {
    const event: JCalComponent = [
      'vevent',
      [
        text('uid', `${row.id}-${kind}@${context.domain}`),
        start,
        end,
        text('summary', `${label}: ${title}`),
        ...shared,
      ],
      [],
    ];
    // ical.js escapes, folds and formats each line, as it does for the events of a calendar.
    out += ICAL.stringify.component(event, ICAL.design.icalendar) + LINE_ENDING;
  };

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
  return out;
}

/** Everything an application's events are made of: equal keys give equal event text. */
const eventKey = (row: DatedJobRow, stageName: string) =>
  JSON.stringify([
    row.company,
    row.role,
    stageName,
    row.deadline_on,
    row.follow_up_on,
    row.next_interview_at,
    row.posting_url,
    row.updated_at,
  ]);

/** The calendar around the events: its own lines, then the events, then its end. */
function calendarHead(): string {
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
    [],
  ];
  const whole = ICAL.stringify.component(calendar, ICAL.design.icalendar);
  return whole.slice(0, whole.lastIndexOf('END:VCALENDAR'));
}
const HEAD = Buffer.from(calendarHead(), 'utf8');
// RFC 5545 lines end in CRLF, the last one too (and no empty line follows it).
const TAIL = Buffer.from(`END:VCALENDAR${LINE_ENDING}`, 'utf8');

/**
 * The calendar (ICS) of a user's open applications: each deadline and follow-up as an all-day
 * event, each interview as a one-hour event. UIDs are stable per application and kind, so a
 * calendar app updates an event in place when a date moves instead of adding a second one. The
 * output is a function of its input alone (DTSTAMP is the application's last change), so an
 * unchanged search gives the same bytes.
 *
 * The events are built as jCal and written by ical.js, which escapes, folds and formats each
 * line; building its object model instead costs several times more for a large search. Writing
 * and encoding the lines is most of the cost, so `previous` (the events of the last rendering)
 * lets an application whose data did not change reuse its bytes: after one change, one
 * application is written again instead of all of them, and the file is those bytes end to end.
 */
export function renderCalendarFeedReusing(
  rows: readonly DatedJobRow[],
  stages: JobStage[],
  { publicUrl }: CalendarFeedOptions,
  previous?: FeedEventTexts,
): RenderedCalendarFeed {
  const context: EventContext = {
    domain: new URL(publicUrl).hostname,
    trackerUrl: jobTrackerUrl(publicUrl),
  };
  const reusable = previous?.publicUrl === publicUrl ? previous.byApplication : undefined;
  const stageNames = new Map(stages.map((s) => [s.id, s.name]));
  const isOpen = openStageIds(stages);
  const byApplication = new Map<string, { key: string; bytes: Buffer }>();
  const parts: Buffer[] = [HEAD];

  for (const row of rows) {
    if (!isOpen(row.stage_id)) continue;
    const stageName = stageNames.get(row.stage_id) ?? row.stage_id;
    const key = eventKey(row, stageName);
    const kept = reusable?.get(row.id);
    const events =
      kept?.key === key
        ? kept
        : { key, bytes: Buffer.from(applicationEvents(row, stageName, context), 'utf8') };
    byApplication.set(row.id, events);
    parts.push(events.bytes);
  }
  parts.push(TAIL);
  return { ics: Buffer.concat(parts), events: { publicUrl, byApplication } };
}

/** The whole calendar written from scratch, as text (see `renderCalendarFeedReusing`). */
export function renderCalendarFeed(
  rows: readonly DatedJobRow[],
  stages: JobStage[],
  options: CalendarFeedOptions,
): string {
  return renderCalendarFeedReusing(rows, stages, options).ics.toString('utf8');
}
