import { DEFAULT_JOB_STAGES, type JobStage } from '@resumio/contract/jobs';
import { describe, expect, it } from 'vitest';
import {
  computeReminders,
  type ReminderSource,
} from '../../src/modules/reminders/compute-reminders.ts';

let n = 0;
function job(overrides: Partial<ReminderSource>): ReminderSource {
  n += 1;
  return {
    id: `job-${String(n).padStart(3, '0')}`,
    company: `Company ${n}`,
    role: 'Engineer',
    stage_id: 'applied',
    deadline_on: null,
    follow_up_on: null,
    next_interview_at: null,
    ...overrides,
  };
}

const window = { today: '2026-12-03', timeZone: 'UTC', days: 14 };

describe('computeReminders', () => {
  it('puts overdue first, then by day, and counts overdue and due today', () => {
    const rows = [
      job({ id: 'later', deadline_on: '2026-12-10' }),
      job({ id: 'today', follow_up_on: '2026-12-03' }),
      job({ id: 'old', deadline_on: '2026-11-01' }),
      job({ id: 'yesterday', follow_up_on: '2026-12-02' }),
      job({ id: 'tomorrow', deadline_on: '2026-12-04' }),
    ];
    const result = computeReminders(rows, DEFAULT_JOB_STAGES, window);
    expect(result.items.map((i) => [i.jobId, i.day, i.overdue])).toEqual([
      ['old', '2026-11-01', true],
      ['yesterday', '2026-12-02', true],
      ['today', '2026-12-03', false],
      ['tomorrow', '2026-12-04', false],
      ['later', '2026-12-10', false],
    ]);
    expect(result).toMatchObject({ today: '2026-12-03', overdue: 2, dueToday: 1 });
  });

  it('lists every dated kind of one application, deadline before follow-up on the same day', () => {
    const rows = [
      job({
        id: 'a',
        deadline_on: '2026-12-05',
        follow_up_on: '2026-12-05',
        next_interview_at: '2026-12-05T14:00:00.000Z',
      }),
    ];
    const kinds = computeReminders(rows, DEFAULT_JOB_STAGES, window).items.map((i) => i.kind);
    expect(kinds).toEqual(['deadline', 'follow-up', 'interview']);
  });

  it('orders interviews of a day by time and gives their moment', () => {
    const rows = [
      job({ id: 'late', next_interview_at: '2026-12-04T16:00:00+00:00' }),
      job({ id: 'early', next_interview_at: '2026-12-04T09:30:00Z' }),
    ];
    const items = computeReminders(rows, DEFAULT_JOB_STAGES, window).items;
    expect(items.map((i) => [i.jobId, i.at])).toEqual([
      ['early', '2026-12-04T09:30:00.000Z'],
      ['late', '2026-12-04T16:00:00.000Z'],
    ]);
    expect(items.every((i) => i.kind === 'interview' && !i.overdue)).toBe(true);
  });

  it('stops `days` after today but keeps every overdue item', () => {
    const rows = [
      job({ id: 'edge', deadline_on: '2026-12-17' }),
      job({ id: 'beyond', deadline_on: '2026-12-18' }),
      job({ id: 'ancient', deadline_on: '2025-01-01' }),
    ];
    const ids = computeReminders(rows, DEFAULT_JOB_STAGES, window).items.map((i) => i.jobId);
    expect(ids).toEqual(['ancient', 'edge']);
    const week = computeReminders(rows, DEFAULT_JOB_STAGES, { ...window, days: 1 });
    expect(week.items.map((i) => i.jobId)).toEqual(['ancient']);
  });

  it('leaves out applications in rejected and withdrawn stages, and past interviews', () => {
    const rows = [
      job({ id: 'rejected', stage_id: 'rejected', deadline_on: '2026-12-04' }),
      job({ id: 'withdrawn', stage_id: 'withdrawn', follow_up_on: '2026-12-01' }),
      job({ id: 'offer', stage_id: 'offer', follow_up_on: '2026-12-04' }),
      job({ id: 'wishlist', stage_id: 'wishlist', deadline_on: '2026-12-04' }),
      job({ id: 'interview-past', next_interview_at: '2026-12-02T10:00:00Z' }),
      job({ id: 'interview-earlier-today', next_interview_at: '2026-12-03T07:00:00Z' }),
    ];
    const result = computeReminders(rows, DEFAULT_JOB_STAGES, window);
    // Same day: the wishlist deadline comes before the offer's follow-up.
    expect(result.items.map((i) => i.jobId)).toEqual([
      'interview-earlier-today',
      'wishlist',
      'offer',
    ]);
    expect(result.overdue).toBe(0);
    expect(result.dueToday).toBe(1);
  });

  it("decides open or closed by the stage's phase on the user's own board", () => {
    const board: JobStage[] = [
      { id: 'screen', name: 'Phone screen', phase: 'interviewing', hidden: false },
      { id: 'ghosted', name: 'Ghosted', phase: 'rejected', hidden: false },
      { id: 'parked', name: 'Parked', phase: 'wishlist', hidden: true },
    ];
    const rows = [
      job({ id: 'screen', stage_id: 'screen', follow_up_on: '2026-12-04' }),
      job({ id: 'ghosted', stage_id: 'ghosted', deadline_on: '2026-12-04' }),
      job({ id: 'parked', stage_id: 'parked', deadline_on: '2026-12-04' }),
      // Not on this board: counted as open rather than silently dropped.
      job({ id: 'unknown', stage_id: 'applied', deadline_on: '2026-12-04' }),
    ];
    const ids = computeReminders(rows, board, window).items.map((i) => i.jobId);
    expect(ids.sort()).toEqual(['parked', 'screen', 'unknown']);
  });

  it('drops a deadline once the employer answered with interviews or an offer', () => {
    const board: JobStage[] = [
      ...DEFAULT_JOB_STAGES,
      { id: 'screen', name: 'Phone screen', phase: 'interviewing', hidden: false },
    ];
    const rows = [
      job({ id: 'wishlist', stage_id: 'wishlist', deadline_on: '2026-12-01' }),
      job({ id: 'applied', stage_id: 'applied', deadline_on: '2026-12-01' }),
      job({ id: 'screen', stage_id: 'screen', deadline_on: '2026-12-01' }),
      job({ id: 'offer', stage_id: 'offer', deadline_on: '2026-12-01' }),
      job({ id: 'still-follows-up', stage_id: 'screen', follow_up_on: '2026-12-01' }),
    ];
    const result = computeReminders(rows, board, window);
    expect(result.items.map((i) => `${i.jobId} ${i.kind}`).sort()).toEqual([
      'applied deadline',
      'still-follows-up follow-up',
      'wishlist deadline',
    ]);
    expect(result.overdue).toBe(3);
  });

  it("puts an interview on the day it is in the user's time zone", () => {
    // 23:30 UTC on 3 Dec is 4 Dec in Paris and still 3 Dec in New York.
    const rows = [job({ id: 'i', next_interview_at: '2026-12-03T23:30:00Z' })];
    const paris = computeReminders(rows, DEFAULT_JOB_STAGES, {
      ...window,
      timeZone: 'Europe/Paris',
    });
    expect(paris.items[0]).toMatchObject({ day: '2026-12-04', overdue: false });
    expect(paris.dueToday).toBe(0);
    const newYork = computeReminders(rows, DEFAULT_JOB_STAGES, {
      ...window,
      timeZone: 'America/New_York',
    });
    expect(newYork.items[0]).toMatchObject({ day: '2026-12-03' });
    expect(newYork.dueToday).toBe(1);
  });

  it('answers an empty list when nothing is dated', () => {
    expect(computeReminders([job({})], DEFAULT_JOB_STAGES, window)).toEqual({
      today: '2026-12-03',
      overdue: 0,
      dueToday: 0,
      items: [],
    });
  });
});
