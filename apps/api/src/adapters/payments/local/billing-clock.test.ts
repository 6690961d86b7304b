import { describe, expect, it } from 'vitest';
import { addMonth } from './billing-clock.ts';

describe('addMonth', () => {
  it('moves to the same day next month', () => {
    expect(addMonth(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe(
      '2026-12-21T10:00:00.000Z',
    );
    expect(addMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
  });

  it("clamps to the month's last day", () => {
    expect(addMonth(new Date('2027-01-31T08:00:00Z')).toISOString()).toBe(
      '2027-02-28T08:00:00.000Z',
    );
    expect(addMonth(new Date('2028-01-30T08:00:00Z')).toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
  });
});
