import { describe, expect, it } from 'vitest';
import { isRealBullet, numberedList } from './real-bullet.ts';

describe('isRealBullet', () => {
  it('moves what was done, not labels, headings or fragments', () => {
    expect(isRealBullet('Reconciled 45 vendor accounts every month end.')).toBe(true);
    expect(isRealBullet('Environment: Python, Django, PostgreSQL')).toBe(false);
    expect(isRealBullet('Responsibilities:')).toBe(false);
    expect(isRealBullet('Project Idea: a quoting portal for brokers')).toBe(false);
    expect(isRealBullet('using Postman.')).toBe(false);
    expect(isRealBullet('Billing Portal')).toBe(false);
  });

  it('recognises a list its writer numbered', () => {
    expect(numberedList(['1. Gathered needs.', '2. Drafted the plan.', '3. Ran the pilot.'])).toBe(
      true,
    );
    expect(numberedList(['Gathered needs from 12 teams.', 'Drafted the plan.'])).toBe(false);
  });
});
