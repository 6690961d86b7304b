import { describe, expect, it } from 'vitest';
import { board, makeDetail, makeJob } from '../testing/fixtures.ts';
import { buildAgenda } from './agenda.ts';
import { applyMove, columnsOf } from './board-columns.ts';
import { dueBadges } from './due.ts';
import { fieldErrorsFromDetails, validateChanges } from './field-errors.ts';
import { formatSalary } from './format-salary.ts';
import { changedFields, draftFromJob } from './job-draft.ts';
import { sortJobs } from './sort-jobs.ts';
import { stageIdFor } from './stage-id.ts';

const TODAY = '2026-11-25';

describe('formatSalary', () => {
  const salary = {
    salaryMin: 80000,
    salaryMax: 120000,
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
  } as const;
  it('writes a range with its currency and period, compact on cards', () => {
    expect(formatSalary(salary)).toBe('$80,000–$120,000 / year');
    expect(formatSalary(salary, { compact: true })).toBe('$80K–$120K / year');
    expect(formatSalary({ ...salary, salaryMax: null, salaryPeriod: 'hour', salaryMin: 45 })).toBe(
      'From $45 / hour',
    );
    expect(
      formatSalary({ ...salary, salaryMin: null, salaryCurrency: null, salaryPeriod: null }),
    ).toBe('Up to 120,000');
    expect(formatSalary({ ...salary, salaryMin: null, salaryMax: null })).toBeNull();
  });
});

describe('dueBadges', () => {
  it('flags overdue and due-today deadlines and follow-ups of open applications', () => {
    const job = makeJob({ deadlineOn: '2026-11-24', followUpOn: TODAY });
    expect(dueBadges(job, 'wishlist', TODAY).map((badge) => badge.label)).toEqual([
      'Deadline passed',
      'Follow up today',
    ]);
    expect(dueBadges(makeJob({ deadlineOn: '2026-11-26' }), 'applied', TODAY)).toEqual([]);
    expect(dueBadges(job, 'rejected', TODAY)).toEqual([]);
  });

  it('drops the deadline of an application already in interviews or with an offer', () => {
    const job = makeJob({ deadlineOn: '2026-11-24', followUpOn: TODAY });
    for (const phase of ['interviewing', 'offer'] as const) {
      expect(dueBadges(job, phase, TODAY).map((badge) => badge.label)).toEqual(['Follow up today']);
    }
    expect(dueBadges(job, 'applied', TODAY).map((badge) => badge.label)).toContain(
      'Deadline passed',
    );
  });
});

describe('buildAgenda', () => {
  it('groups by day, overdue apart, and leaves out closed applications and past interviews', () => {
    const jobs = [
      makeJob({ id: 'a', company: 'A', followUpOn: '2026-11-20', deadlineOn: '2026-11-27' }),
      makeJob({ id: 'b', company: 'B', stageId: 'applied', deadlineOn: '2026-11-27' }),
      makeJob({ id: 'c', company: 'C', stageId: 'rejected', deadlineOn: '2026-11-21' }),
      makeJob({ id: 'd', company: 'D', nextInterviewAt: '2026-11-20T10:00:00.000Z' }),
      makeJob({ id: 'e', company: 'E', stageId: 'unknown-stage', followUpOn: '2026-11-22' }),
    ];
    const agenda = buildAgenda(jobs, board.stages, TODAY);
    expect(
      agenda.overdue.map((day) => [day.day, day.items.map((i) => `${i.company}:${i.kind}`)]),
    ).toEqual([
      ['2026-11-20', ['A:follow-up']],
      ['2026-11-22', ['E:follow-up']],
    ]);
    expect(agenda.upcoming.map((day) => [day.day, day.items.map((i) => i.company)])).toEqual([
      ['2026-11-27', ['A', 'B']],
    ]);
  });
});

describe('board columns', () => {
  const jobs = [
    makeJob({ id: 'a', position: 1 }),
    makeJob({ id: 'b', position: 0 }),
    makeJob({ id: 'c', stageId: 'applied', position: 0 }),
  ];
  it('orders each stage by position, with a column for every stage', () => {
    const columns = columnsOf(jobs, board.stages);
    expect(columns.wishlist).toEqual(['b', 'a']);
    expect(columns.applied).toEqual(['c']);
    expect(columns.offer).toEqual([]);
  });

  it('applies a move the way the server renumbers the columns', () => {
    const moved = applyMove({ items: jobs, total: 3 }, { id: 'b', stageId: 'applied', index: 1 });
    const columns = columnsOf(moved.items, board.stages);
    expect(columns.wishlist).toEqual(['a']);
    expect(columns.applied).toEqual(['c', 'b']);
    expect(moved.items.find((job) => job.id === 'a')?.position).toBe(0);
  });
});

describe('sortJobs', () => {
  it('sorts by stage in board order and puts empty dates last both ways', () => {
    const jobs = [
      makeJob({ id: 'x', company: 'X', stageId: 'offer', appliedOn: null }),
      makeJob({ id: 'y', company: 'Y', stageId: 'wishlist', appliedOn: '2026-01-02' }),
      makeJob({ id: 'z', company: 'Z', stageId: 'applied', appliedOn: '2026-03-04' }),
    ];
    const ids = board.stages.map((stage) => stage.id);
    expect(sortJobs(jobs, { key: 'stage', direction: 'asc' }, ids).map((j) => j.id)).toEqual([
      'y',
      'z',
      'x',
    ]);
    expect(sortJobs(jobs, { key: 'applied', direction: 'asc' }, ids).map((j) => j.id)).toEqual([
      'y',
      'z',
      'x',
    ]);
    expect(sortJobs(jobs, { key: 'applied', direction: 'desc' }, ids).map((j) => j.id)).toEqual([
      'z',
      'y',
      'x',
    ]);
  });
});

describe('the application form', () => {
  it('sends only what changed, with empty inputs as null', () => {
    const detail = makeDetail(makeJob({ location: 'Berlin', tags: ['a'], salaryMin: 10 }));
    const draft = { ...draftFromJob(detail), location: '  ', tags: 'a, b, a', salaryMin: '10' };
    expect(changedFields(detail, draft)).toEqual({ location: null, tags: ['a', 'b'] });
    expect(changedFields(detail, draftFromJob(detail))).toEqual({});
  });

  it('checks the contract’s rules before sending', () => {
    expect(validateChanges({ company: '', salaryMin: 10, salaryMax: 5 })).toEqual({
      company: 'Enter the company.',
      salaryMin: 'The lowest salary cannot be above the highest.',
    });
    expect(validateChanges({ salaryCurrency: 'usd' })).toEqual({
      salaryCurrency: 'Use a three-letter currency code such as USD or EUR.',
    });
  });

  it('reads field problems from a 400 answer', () => {
    expect(
      fieldErrorsFromDetails([
        { path: 'contacts.0.email', message: 'Invalid email address' },
        { path: 'body.company', message: 'Too long' },
      ]),
    ).toEqual({ 'contacts.0.email': 'Invalid email address', company: 'Too long' });
    expect(fieldErrorsFromDetails({ current: {} })).toEqual({});
  });
});

describe('stageIdFor', () => {
  it('makes a readable slug that is unique on the board', () => {
    expect(stageIdFor('Phone screen', new Set())).toBe('phone-screen');
    expect(stageIdFor('Entretien RH (1ère)', new Set())).toBe('entretien-rh-1ere');
    expect(stageIdFor('Applied', new Set(['applied']))).toBe('applied-2');
    expect(stageIdFor('!!!', new Set())).toBe('stage');
  });
});
