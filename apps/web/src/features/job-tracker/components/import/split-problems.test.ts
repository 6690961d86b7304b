import { describe, expect, it } from 'vitest';
import { splitProblems } from './split-problems.ts';

describe('the problems of an import', () => {
  it('counts left-out rows once and keeps imported rows apart', () => {
    const split = splitProblems([
      { row: 3, reason: 'The company is missing.', leftOut: true },
      { row: 3, reason: 'The role is missing.', leftOut: true },
      { row: 5, reason: 'The date was not understood and left empty.' },
      { row: 9, reason: 'The salary was not understood and left empty.', leftOut: false },
    ]);
    expect(split.leftOutRows).toBe(1);
    expect(split.leftOut.map((p) => p.row)).toEqual([3, 3]);
    expect(split.adjusted.map((p) => p.row)).toEqual([5, 9]);
  });
});
