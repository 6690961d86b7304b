import { DEFAULT_JOB_STAGES, type JobStage } from '@resumio/contract/jobs';
import { describe, expect, it } from 'vitest';
import {
  detectImportShape,
  guessImportMapping,
} from '../../src/modules/jobs/guess-import-mapping.ts';
import { fromSpreadsheetSafe, spreadsheetSafe } from '../../src/modules/jobs/job-csv-columns.ts';
import { matchImportStage } from '../../src/modules/jobs/match-import-stage.ts';
import { parseCalendarDay } from '../../src/modules/jobs/parse-calendar-day.ts';
import {
  parseContacts,
  parseInterviewAt,
  parsePriority,
  parseRemotePolicy,
  parseSalaryPeriod,
} from '../../src/modules/jobs/parse-import-extras.ts';
import { parseSalary } from '../../src/modules/jobs/parse-salary.ts';

describe('dates in imported files', () => {
  it.each([
    ['2025-01-05', '2025-01-05'],
    ['2025-01-05T23:30:00-08:00', '2025-01-05'],
    ['2025-01-05 14:03:00', '2025-01-05'],
    ['1/5/2025', '2025-01-05'],
    ['01/05/2025', '2025-01-05'],
    ['1/5/25', '2025-01-05'],
    ['12/31/2024 4:15 PM', '2024-12-31'],
    ['Jan 5, 2025', '2025-01-05'],
    ['January 5th, 2025', '2025-01-05'],
    ['5 Jan 2025', '2025-01-05'],
    ['Sun, Jan 5, 2025', '2025-01-05'],
    ['  Feb 28 2025 ', '2025-02-28'],
  ])('reads %s as %s', (text, day) => {
    expect(parseCalendarDay(text)).toBe(day);
  });

  it.each(['', 'soon', '13/45/2025', '2025-02-30', '2/30/2025', '1/5/1850', 'Jan 32, 2025'])(
    'does not make a day of %j',
    (text) => {
      expect(parseCalendarDay(text)).toBeUndefined();
    },
  );
});

describe('salaries in imported files', () => {
  it.each([
    ['$120,000 - $150,000', { min: 120_000, max: 150_000, currency: 'USD', period: null }],
    ['120k-140k EUR', { min: 120_000, max: 140_000, currency: 'EUR', period: null }],
    ['100-120k', { min: 100_000, max: 120_000, currency: null, period: null }],
    ['€60k per year', { min: 60_000, max: 60_000, currency: 'EUR', period: 'year' }],
    ['£45/hr', { min: 45, max: 45, currency: 'GBP', period: 'hour' }],
    ['85000', { min: 85_000, max: 85_000, currency: null, period: null }],
    ['CHF 9.500 monthly', { min: 9500, max: 9500, currency: 'CHF', period: 'month' }],
    ['150k – 120k', { min: 120_000, max: 150_000, currency: null, period: null }],
    ['1.2M', { min: 1_200_000, max: 1_200_000, currency: null, period: null }],
  ])('reads %s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each(['competitive', '', '999999999999'])('reads no salary from %j', (text) => {
    expect(parseSalary(text)).toBeUndefined();
  });
});

describe('shapes and columns of imported files', () => {
  it('recognises Huntr, Teal and plain spreadsheets by their headers', () => {
    expect(
      detectImportShape(['Company', 'Job Title', 'List', 'Date Applied', 'Job Post URL']),
    ).toBe('huntr');
    expect(detectImportShape(['Company', 'Title', 'List', 'Location'])).toBe('huntr');
    expect(
      detectImportShape(['Company', 'Job Position', 'Status', 'Date Saved', 'Excitement']),
    ).toBe('teal');
    expect(detectImportShape(['Company', 'Position', 'Status', 'Min Salary', 'URL'])).toBe('teal');
    expect(detectImportShape(['Company', 'Role', 'Stage'])).toBe('spreadsheet');
    expect(detectImportShape(['Employer', 'Job'])).toBe('spreadsheet');
  });

  it('guesses one column per field, and the user’s choice wins', () => {
    const headers = ['Company', 'Title', 'Job Title', 'Status', 'Mystery', 'Excitement'];
    expect(guessImportMapping(headers, 'teal')).toEqual([
      'company',
      'role',
      'ignore',
      'stage',
      'ignore',
      'priority',
    ]);
    expect(
      guessImportMapping(headers, 'spreadsheet', { Mystery: 'source', 'Job Title': 'role' }),
    ).toEqual(['company', 'ignore', 'role', 'stage', 'source', 'ignore']);
  });
});

describe('stages of imported applications', () => {
  const stages: JobStage[] = [
    ...DEFAULT_JOB_STAGES.slice(0, 2),
    { id: 'phone', name: 'Phone screen', phase: 'interviewing', hidden: false },
    ...DEFAULT_JOB_STAGES.slice(2),
  ];
  const match = (value: string, applied = false) => {
    const result = matchImportStage(value, stages, applied);
    return [result.stage.id, result.recognised];
  };

  it('matches the user’s stages by name, then other products’ names by phase', () => {
    expect(match('phone screen')).toEqual(['phone', true]);
    expect(match('Bookmarked')).toEqual(['wishlist', true]);
    expect(match('Saved')).toEqual(['wishlist', true]);
    expect(match('Interview')).toEqual(['phone', true]);
    expect(match('INTERVIEWING')).toEqual(['interviewing', true]);
    expect(match('Negotiating')).toEqual(['offer', true]);
    expect(match('Declined')).toEqual(['rejected', true]);
    expect(match('Rejected')).toEqual(['rejected', true]);
  });

  it('falls back to the applied phase with an applied day, else the first visible stage', () => {
    expect(match('')).toEqual(['wishlist', true]);
    expect(match('', true)).toEqual(['applied', true]);
    expect(match('Purgatory')).toEqual(['wishlist', false]);
  });
});

describe('cells that spreadsheets would run as formulas', () => {
  it('are marked as text on export and unmarked on import', () => {
    for (const value of ['=SUM(A1)', '+1', '-2', '@cmd', '\tTab']) {
      expect(spreadsheetSafe(value)).toBe(`'${value}`);
      expect(fromSpreadsheetSafe(spreadsheetSafe(value))).toBe(value);
    }
    expect(spreadsheetSafe('Acme')).toBe('Acme');
    expect(fromSpreadsheetSafe("'quoted")).toBe("'quoted");
  });
});

describe('policies, priorities, periods, interviews and contacts in imported files', () => {
  it.each([
    ['Remote', 'remote'],
    ['Fully remote (EU)', 'remote'],
    ['WFH', 'remote'],
    ['Hybrid (2 days)', 'hybrid'],
    ['Remote or office', 'hybrid'],
    ['On-site', 'onsite'],
    ['onsite', 'onsite'],
    ['In person', 'onsite'],
    ['Office', 'onsite'],
    ['maybe', undefined],
  ])('reads the remote policy %s as %s', (text, policy) => {
    expect(parseRemotePolicy(text)).toBe(policy);
  });

  it.each([
    ['High', 'high'],
    ['urgent', 'high'],
    ['5', 'high'],
    ['4', 'high'],
    ['3', 'medium'],
    ['Normal', 'medium'],
    ['1', 'low'],
    ['low', 'low'],
    ['9', undefined],
    ['whenever', undefined],
  ])('reads the priority %s as %s', (text, priority) => {
    expect(parsePriority(text)).toBe(priority);
  });

  it.each([
    ['year', 'year'],
    ['Annual', 'year'],
    ['per annum', 'year'],
    ['Monthly', 'month'],
    ['hourly', 'hour'],
    ['/hr', 'hour'],
    ['weekly', undefined],
  ])('reads the salary period %s as %s', (text, period) => {
    expect(parseSalaryPeriod(text)).toBe(period);
  });

  it('reads interview times, and refuses a day without a time rather than invent one', () => {
    expect(parseInterviewAt('2026-02-01T09:30:00.000Z')).toBe('2026-02-01T09:30:00.000Z');
    expect(parseInterviewAt('2026-02-01T10:30:00+01:00')).toBe('2026-02-01T09:30:00.000Z');
    expect(parseInterviewAt('2026-02-01 9:30')).toBe('2026-02-01T09:30:00.000Z');
    expect(parseInterviewAt('2026-02-01')).toBe('no-time');
    expect(parseInterviewAt('Feb 1, 2026')).toBe('no-time');
    expect(parseInterviewAt('next week')).toBeUndefined();
  });

  it('reads contacts as our JSON or as "Name <email>" entries, reporting what it drops', () => {
    const problems: string[] = [];
    const report = (reason: string) => problems.push(reason);
    const exported = [
      { name: 'Rita Ora', role: 'Recruiter', email: 'rita@example.com' },
      { name: 'Sam', phone: '+41 44 000 00 00' },
    ];
    expect(parseContacts(JSON.stringify(exported), report)).toEqual(exported);
    expect(
      parseContacts('Ana Lima <ana@example.com>; bo@example.com\nCarla (recruiter)', report),
    ).toEqual([
      { name: 'Ana Lima', email: 'ana@example.com' },
      { name: 'bo@example.com', email: 'bo@example.com' },
      { name: 'Carla (recruiter)' },
    ]);
    expect(problems).toEqual([]);
    expect(parseContacts('[{"name":""},{"name":"Kept"}]', report)).toEqual([{ name: 'Kept' }]);
    expect(parseContacts('[not json', report)).toEqual([]);
    expect(problems).toHaveLength(2);
  });

  it('guesses the new columns from their usual headers', () => {
    const headers = [
      'Company',
      'Title',
      'Remote Policy',
      'Priority',
      'Salary Period',
      'Next Interview',
      'Contacts',
    ];
    expect(guessImportMapping(headers, 'spreadsheet')).toEqual([
      'company',
      'role',
      'remotePolicy',
      'priority',
      'salaryPeriod',
      'nextInterviewAt',
      'contacts',
    ]);
  });
});
