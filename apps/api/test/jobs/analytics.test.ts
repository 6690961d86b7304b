import {
  DEFAULT_JOB_STAGES,
  JobAnalyticsSchema,
  type JobAnalytics,
  type JobStage,
} from '@resumio/contract/jobs';
import { testDialects } from '@resumio/db/testing';
import { describe, expect, it } from 'vitest';
import {
  computeJobAnalytics,
  weekStart,
  type AnalyticsInput,
} from '../../src/modules/jobs/compute-job-analytics.ts';
import { seedResumes } from '../resumes/support.ts';
import { call, jobAppForSuite, newUser, seedEvents, seedJobs } from './support.ts';

/** The default board with a "Phone screen" stage of the interviewing phase after "Applied". */
const STAGES: JobStage[] = [
  DEFAULT_JOB_STAGES[0]!,
  DEFAULT_JOB_STAGES[1]!,
  { id: 'phone-screen', name: 'Phone screen', phase: 'interviewing', hidden: false },
  ...DEFAULT_JOB_STAGES.slice(2),
];

/**
 * Five applications whose history is written out below; every expected figure is worked out by
 * hand from it (see the comments next to each one).
 *
 *   J1 LinkedIn, resume R1: wishlist 03-02 → applied 03-04 → phone-screen 03-09 → offer 03-19
 *   J2 LinkedIn, resume R1: wishlist 03-02 12:00 → applied 03-05 12:00 → rejected 03-07 12:00
 *   J3 Referral, resume R2 (gone): created in applied 03-17, applied on 03-17
 *   J4 no source: wishlist since 03-16
 *   J5 Referral: imported into rejected, created 03-01, applied on 02-25
 */
const SCENARIO = {
  jobs: [
    {
      id: 'J1',
      stageId: 'offer',
      source: 'LinkedIn',
      resumeId: 'R1',
      appliedOn: '2026-03-04',
      createdAt: '2026-03-02T00:00:00.000Z',
    },
    {
      id: 'J2',
      stageId: 'rejected',
      source: 'LinkedIn',
      resumeId: 'R1',
      appliedOn: null,
      createdAt: '2026-03-02T12:00:00.000Z',
    },
    {
      id: 'J3',
      stageId: 'applied',
      source: 'Referral',
      resumeId: 'R2',
      appliedOn: '2026-03-17',
      createdAt: '2026-03-17T00:00:00.000Z',
    },
    {
      id: 'J4',
      stageId: 'wishlist',
      source: null,
      resumeId: null,
      appliedOn: null,
      createdAt: '2026-03-16T00:00:00.000Z',
    },
    {
      id: 'J5',
      stageId: 'rejected',
      source: 'Referral',
      resumeId: null,
      appliedOn: '2026-02-25',
      createdAt: '2026-03-01T00:00:00.000Z',
    },
  ],
  events: [
    { jobId: 'J1', kind: 'created', at: '2026-03-02T00:00:00.000Z', toStageId: 'wishlist' },
    // Out of order on purpose: history is sorted by time, not by storage order.
    { jobId: 'J1', kind: 'stage', at: '2026-03-09T00:00:00.000Z', toStageId: 'phone-screen' },
    { jobId: 'J1', kind: 'stage', at: '2026-03-04T00:00:00.000Z', toStageId: 'applied' },
    { jobId: 'J1', kind: 'stage', at: '2026-03-19T00:00:00.000Z', toStageId: 'offer' },
    { jobId: 'J2', kind: 'created', at: '2026-03-02T12:00:00.000Z', toStageId: 'wishlist' },
    { jobId: 'J2', kind: 'stage', at: '2026-03-05T12:00:00.000Z', toStageId: 'applied' },
    { jobId: 'J2', kind: 'stage', at: '2026-03-07T12:00:00.000Z', toStageId: 'rejected' },
    { jobId: 'J3', kind: 'created', at: '2026-03-17T00:00:00.000Z', toStageId: 'applied' },
    { jobId: 'J4', kind: 'created', at: '2026-03-16T00:00:00.000Z', toStageId: 'wishlist' },
    { jobId: 'J5', kind: 'imported', at: '2026-03-20T00:00:00.000Z', toStageId: 'rejected' },
  ],
};

const EXPECTED_WITHOUT_TIMES = {
  total: 5,
  // Applied: J1, J2, J3 and J5 (its applied day); interviewing and offer: J1 only.
  funnel: [
    { phase: 'saved', count: 5 },
    { phase: 'applied', count: 4 },
    { phase: 'interviewing', count: 1 },
    { phase: 'offer', count: 1 },
  ],
  // Answers: J1 (interview), J2 and J5 (rejections) of 4 applied.
  responseRate: 0.75,
  interviewRate: 0.25,
  // J1: 03-04 → 03-09 = 5 days; J2: 03-05 12:00 → 03-07 12:00 = 2 days. Median of [2, 5].
  medianDaysToFirstResponse: 3.5,
  // J5 02-25 → week of 02-23; J1 03-04 and J2 03-05 → week of 03-02; none in week 03-09;
  // J3 03-17 → week of 03-16.
  perWeek: [
    { weekStart: '2026-02-23', count: 1 },
    { weekStart: '2026-03-02', count: 2 },
    { weekStart: '2026-03-09', count: 0 },
    { weekStart: '2026-03-16', count: 1 },
  ],
  bySource: [
    { source: 'LinkedIn', applied: 2, interviews: 1, offers: 1 },
    { source: 'Referral', applied: 2, interviews: 0, offers: 0 },
    { source: 'Unknown', applied: 0, interviews: 0, offers: 0 },
  ],
};

describe('analytics figures, computed from rows alone', () => {
  const input: AnalyticsInput = {
    stages: STAGES,
    ...SCENARIO,
    resumeTitles: new Map([['R1', 'Main resume']]),
    now: new Date('2026-03-31T00:00:00.000Z'),
  };

  it('match the figures worked out by hand', () => {
    const result = computeJobAnalytics(input);
    expect(JobAnalyticsSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject(EXPECTED_WITHOUT_TIMES);
    expect(result.byResume).toEqual([
      { resumeId: 'R1', title: 'Main resume', applied: 2, interviews: 1, offers: 1 },
      { resumeId: 'R2', title: 'Deleted resume', applied: 1, interviews: 0, offers: 0 },
    ]);
    expect(result.daysInStage).toEqual([
      // J1 2 days, J2 3 days, J4 15 days (still there on 03-31): 20 / 3.
      { stageId: 'wishlist', name: 'Wishlist', averageDays: 6.7, count: 3 },
      // J1 5, J2 2, J3 14 (still there): 21 / 3.
      { stageId: 'applied', name: 'Applied', averageDays: 7, count: 3 },
      { stageId: 'phone-screen', name: 'Phone screen', averageDays: 10, count: 1 },
      { stageId: 'interviewing', name: 'Interviewing', averageDays: null, count: 0 },
      // J1 since 03-19.
      { stageId: 'offer', name: 'Offer', averageDays: 12, count: 1 },
      // Rejected and Withdrawn are where applications end: no time is counted there.
    ]);
  });

  it('counts a stage by its phase, whatever its name', () => {
    const renamed = STAGES.map((s) => (s.id === 'offer' ? { ...s, name: 'Yes!' } : s));
    const moved = { ...input, stages: renamed };
    expect(computeJobAnalytics(moved).funnel).toEqual(EXPECTED_WITHOUT_TIMES.funnel);
    // With phone-screen in the applied phase, J1's first answer comes at the offer: 15 days.
    const asApplied = STAGES.map((s) =>
      s.id === 'phone-screen' ? { ...s, phase: 'applied' as const } : s,
    );
    expect(computeJobAnalytics({ ...input, stages: asApplied }).medianDaysToFirstResponse).toBe(
      8.5,
    );
  });

  it('measures the first answer from the applied day, and leaves same-day bookkeeping out', () => {
    const job = (id: string, appliedOn: string | null) => ({
      id,
      stageId: 'interviewing',
      source: null,
      resumeId: null,
      appliedOn,
      createdAt: '2026-03-10T09:00:00.000Z',
    });
    const moves = (id: string) => [
      { jobId: id, kind: 'created', at: '2026-03-10T09:00:00.000Z', toStageId: 'applied' },
      { jobId: id, kind: 'stage', at: '2026-03-10T09:05:00.000Z', toStageId: 'interviewing' },
    ];
    // Entered and moved on within minutes, with no applied day: nothing to measure.
    const catchUp = computeJobAnalytics({
      ...input,
      jobs: [job('A', null)],
      events: moves('A'),
    });
    expect(catchUp.medianDaysToFirstResponse).toBeNull();
    // The same moves with the day it was really sent: 03-06 00:00 → 03-10 09:05.
    const dated = computeJobAnalytics({
      ...input,
      jobs: [job('B', '2026-03-06')],
      events: moves('B'),
    });
    expect(dated.medianDaysToFirstResponse).toBe(4.4);
  });

  it('has no rates without applications that were sent', () => {
    const empty = computeJobAnalytics({ ...input, jobs: [], events: [] });
    expect(empty).toMatchObject({
      total: 0,
      responseRate: null,
      interviewRate: null,
      medianDaysToFirstResponse: null,
      perWeek: [],
      bySource: [],
      byResume: [],
    });
    expect(empty.daysInStage.every((s) => s.averageDays === null && s.count === 0)).toBe(true);
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
  });
});

describe.each(testDialects())('GET /api/jobs/analytics on %s', (dialect) => {
  const t = jobAppForSuite(dialect);

  it('gives the hand-worked figures for the stored applications and their history', async () => {
    const user = await newUser(t);
    const board = await call(t, user, {
      method: 'PUT',
      url: '/api/jobs/board',
      payload: { stages: STAGES },
    });
    expect(board.statusCode).toBe(200);
    const [r1] = await seedResumes(t, user.id, 1, () => ({ title: 'Main resume' }));
    const ids = await seedJobs(t, user.id, SCENARIO.jobs.length, (i) => {
      const job = SCENARIO.jobs[i]!;
      return {
        stage_id: job.stageId,
        source: job.source,
        // R2 names a resume that no longer exists.
        resume_id:
          job.resumeId === 'R1'
            ? r1!
            : job.resumeId === 'R2'
              ? '00000000-0000-4000-8000-000000000000'
              : null,
        applied_on: job.appliedOn,
        created_at: job.createdAt,
      };
    });
    const idOf = (name: string) => ids[SCENARIO.jobs.findIndex((j) => j.id === name)]!;
    await seedEvents(
      t,
      SCENARIO.events.map((e) => ({
        job_id: idOf(e.jobId),
        user_id: user.id,
        kind: e.kind,
        at: e.at,
        text: '',
        from_stage_id: null,
        to_stage_id: e.toStageId,
      })),
    );
    // Another user's applications and a deleted one of this user count for nothing.
    const other = await newUser(t);
    await seedJobs(t, other.id, 3, () => ({ source: 'LinkedIn', applied_on: '2026-03-03' }));
    await seedJobs(t, user.id, 1, () => ({
      deleted_at: new Date().toISOString(),
      applied_on: '2026-03-03',
    }));

    const res = await call(t, user, { method: 'GET', url: '/api/jobs/analytics' });
    expect(res.statusCode, res.body).toBe(200);
    const result: JobAnalytics = JobAnalyticsSchema.parse(res.json());
    expect(result).toMatchObject(EXPECTED_WITHOUT_TIMES);
    expect(result.byResume).toEqual([
      { resumeId: r1, title: 'Main resume', applied: 2, interviews: 1, offers: 1 },
      {
        resumeId: '00000000-0000-4000-8000-000000000000',
        title: 'Deleted resume',
        applied: 1,
        interviews: 0,
        offers: 0,
      },
    ]);
    // Stages every application has left do not depend on today.
    expect(result.daysInStage.find((s) => s.stageId === 'phone-screen')).toEqual({
      stageId: 'phone-screen',
      name: 'Phone screen',
      averageDays: 10,
      count: 1,
    });

    // Created from 03-10 on: J3 and J4 only.
    const later = JobAnalyticsSchema.parse(
      (await call(t, user, { method: 'GET', url: '/api/jobs/analytics?from=2026-03-10' })).json(),
    );
    expect(later.total).toBe(2);
    expect(later.funnel).toEqual([
      { phase: 'saved', count: 2 },
      { phase: 'applied', count: 1 },
      { phase: 'interviewing', count: 0 },
      { phase: 'offer', count: 0 },
    ]);
    expect(later.responseRate).toBe(0);
    const bad = await call(t, user, { method: 'GET', url: '/api/jobs/analytics?to=yesterday' });
    expect(bad.statusCode).toBe(400);
  });
});
