import { DEFAULT_JOB_STAGES, type JobStage } from '@resumio/contract/jobs';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import {
  renderCalendarFeed,
  renderCalendarFeedReusing,
} from '../../src/modules/reminders/render-calendar-feed.ts';
import type { DatedJobRow } from '../../src/modules/reminders/repository.ts';

const options = { publicUrl: 'https://resumio.example' };

let n = 0;
function row(overrides: Partial<DatedJobRow> = {}): DatedJobRow {
  n += 1;
  return {
    id: `job-${String(n).padStart(3, '0')}`,
    company: `Company ${n}`,
    role: 'Platform Engineer, Payments; Remote "EU"',
    stage_id: 'applied',
    deadline_on: '2026-12-10',
    follow_up_on: '2026-12-12',
    next_interview_at: '2026-12-08T14:30:00.000Z',
    posting_url: `https://jobs.example.com/${n}`,
    updated_at: '2026-12-01T09:00:00.000Z',
    ...overrides,
  };
}

const uids = (text: string) =>
  Object.values(ical.sync.parseICS(text))
    .filter((c): c is VEvent => c !== undefined && c.type === 'VEVENT')
    .map((e) => e.uid)
    .sort();

describe('renderCalendarFeed', () => {
  it('ends its last line with CRLF and adds no empty line after it', () => {
    const text = renderCalendarFeed([row()], DEFAULT_JOB_STAGES, options);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/\r\n\r\n/);
  });
});

describe('renderCalendarFeedReusing', () => {
  const rows = [
    row(),
    row({ stage_id: 'interviewing', posting_url: null }),
    row({ follow_up_on: null, next_interview_at: null }),
    row({ stage_id: 'rejected' }),
  ];
  const first = renderCalendarFeedReusing(rows, DEFAULT_JOB_STAGES, options);

  it('writes the same bytes as a rendering from scratch after each kind of change', () => {
    const renamed: JobStage[] = DEFAULT_JOB_STAGES.map((s) =>
      s.id === 'interviewing' ? { ...s, name: 'Talking' } : s,
    );
    const changes: [string, DatedJobRow[], JobStage[]][] = [
      [
        'a date moved',
        rows.map((r, i) => (i === 0 ? { ...r, deadline_on: '2026-12-11' } : r)),
        DEFAULT_JOB_STAGES,
      ],
      [
        'a company renamed',
        rows.map((r, i) => (i === 2 ? { ...r, company: 'Renamed & Co' } : r)),
        DEFAULT_JOB_STAGES,
      ],
      ['a stage renamed', rows, renamed],
      [
        'moved to a closed stage and back',
        rows.map((r, i) => (i === 0 ? { ...r, stage_id: 'rejected' } : i === 3 ? row() : r)),
        DEFAULT_JOB_STAGES,
      ],
      ['an application removed and one added', [...rows.slice(1), row()], DEFAULT_JOB_STAGES],
    ];
    for (const [what, changed, stages] of changes) {
      const reused = renderCalendarFeedReusing(changed, stages, options, first.events);
      expect(reused.ics.toString('utf8'), what).toBe(renderCalendarFeed(changed, stages, options));
    }
  });

  it('reuses the bytes of unchanged applications and writes the changed one again', () => {
    const changed = rows.map((r, i) =>
      i === 1 ? { ...r, deadline_on: '2026-12-20', updated_at: '2026-12-02T10:00:00.000Z' } : r,
    );
    const next = renderCalendarFeedReusing(changed, DEFAULT_JOB_STAGES, options, first.events);
    const bytes = (events: typeof first.events, id: string) => events.byApplication.get(id)?.bytes;
    expect(bytes(next.events, rows[0]!.id)).toBe(bytes(first.events, rows[0]!.id));
    expect(bytes(next.events, rows[1]!.id)?.toString('utf8')).toContain(
      'DTSTART;VALUE=DATE:20261220',
    );
    // Closed stages have no events to keep.
    expect(next.events.byApplication.has(rows[3]!.id)).toBe(false);
    expect(uids(next.ics.toString('utf8'))).toEqual(uids(first.ics.toString('utf8')));
  });

  it('ignores events kept for another public address', () => {
    const elsewhere = renderCalendarFeedReusing(
      rows,
      DEFAULT_JOB_STAGES,
      { publicUrl: 'https://other.example' },
      first.events,
    );
    const text = elsewhere.ics.toString('utf8');
    expect(text).toBe(
      renderCalendarFeed(rows, DEFAULT_JOB_STAGES, { publicUrl: 'https://other.example' }),
    );
    expect(text).toContain('@other.example');
  });
});
