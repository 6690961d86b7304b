import { describe, expect, it } from 'vitest';
import { daysBefore } from '@/lib/jobs/calendar-day.ts';
import { localDay } from '@/lib/jobs/local-day.ts';
import { rangeFromSearch, rangePresets, rangeProblem, rangeToSearch } from './date-range.ts';

describe('date range', () => {
  it('reads valid days from the address and ignores anything else', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-09-01&to=2026-11-25'))).toEqual({
      from: '2026-09-01',
      to: '2026-11-25',
    });
    expect(rangeFromSearch(new URLSearchParams('from=yesterday&to=2026-02-30'))).toEqual({});
    expect(rangeToSearch({ to: '2026-11-25' }).toString()).toBe('to=2026-11-25');
  });

  it('refuses a range that ends before it starts', () => {
    expect(rangeProblem({ from: '2026-11-25', to: '2026-11-01' })).toMatch(/on or before/);
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-01' })).toBeNull();
  });

  it('counts presets back from the local day, across months and years', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2026-01-15', 29)).toBe('2025-12-17');
    const last30 = rangePresets.find((preset) => preset.id === '30d')!;
    expect(last30.range('2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
