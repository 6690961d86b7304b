import { describe, expect, it } from 'vitest';
import { sameThing } from './same-thing.ts';

describe('sameThing', () => {
  it('takes another spelling, an abbreviation or a maker’s name as the same thing', () => {
    expect(sameThing('Postgres', 'PostgreSQL')).toBe(true);
    expect(sameThing('K8s', 'Kubernetes')).toBe(true);
    expect(sameThing('EHR', 'Electronic Health Records (EHR)')).toBe(true);
    expect(sameThing('Golang', 'Go')).toBe(true);
    expect(sameThing('MS Excel', 'Excel')).toBe(true);
    expect(sameThing('NodeJS', 'Node.js')).toBe(true);
  });

  it('never claims one thing from another', () => {
    expect(sameThing('Unix', 'Linux')).toBe(false);
    expect(sameThing('GitHub', 'Git')).toBe(false);
    expect(sameThing('JavaScript', 'Java')).toBe(false);
    expect(sameThing('Surf Excel', 'Excel')).toBe(false);
  });
});
