import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from './format-calendar-day.ts';

describe('formatCalendarDay', () => {
  it('writes every day of a year as Intl does in US English', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      expect(formatCalendarDay(day), day).toBe(intl.format(new Date(time)));
    }
  });

  it('returns anything that is not a calendar day as it is', () => {
    for (const text of ['', '2026-13-01', '2026-00-10', '2026-06-32', '3 June 2026', '2026-6-3']) {
      expect(formatCalendarDay(text)).toBe(text);
    }
  });
});
