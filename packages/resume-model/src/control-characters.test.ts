import { describe, expect, it } from 'vitest';
import { resumeSchema } from './resume.ts';

describe('control characters in a resume', () => {
  it('are refused in any string, with the path of each, but tabs and line breaks are not', () => {
    const result = resumeSchema.safeParse({
      basics: { name: 'Ada\u0000', summary: 'fine\nlines' },
      work: [{ highlights: ['ok', 'bell\u0007'] }],
      imported: { ['key\u0001']: 'x', nested: ['del\u007f'] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ['basics', 'name'],
      ['work', 0, 'highlights', 1],
      ['imported', 'key\u0001'],
      ['imported', 'nested', 0],
    ]);
    // Tabs and line breaks in text are left alone.
    expect(resumeSchema.safeParse({ basics: { summary: 'a\tb\r\nc' } }).success).toBe(true);
  });
});
