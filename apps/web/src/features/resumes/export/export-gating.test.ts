import { exportFormats } from '@resumio/contract/resumes';
import { describe, expect, it } from 'vitest';
import { exportAvailability, exportOptions } from './export-gating.ts';

describe('export gating', () => {
  it('gives free users PDF with a free template, and nothing else', () => {
    const free = exportOptions('classic', false);
    expect(free.filter((o) => o.availability === 'available').map((o) => o.format)).toEqual([
      'pdf',
    ]);
    expect(exportAvailability('docx', 'classic', false)).toBe('premium-format');
  });

  it('locks even PDF behind a premium template, saying why', () => {
    expect(exportAvailability('pdf', 'timeline', false)).toBe('premium-template');
    expect(exportAvailability('docx', 'timeline', false)).toBe('premium-format');
  });

  it('opens every format and template to Premium users', () => {
    for (const format of exportFormats) {
      expect(exportAvailability(format, 'ledger', true)).toBe('available');
    }
  });
});
