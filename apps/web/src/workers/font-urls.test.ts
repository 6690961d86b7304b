import { FONT_FILES } from '@resumio/resume/templates';
import { describe, expect, it } from 'vitest';
import { FONT_URLS } from './font-urls.ts';

describe('bundled font files', () => {
  it('has exactly one served URL per file the templates register', () => {
    expect(Object.keys(FONT_URLS).sort()).toEqual(FONT_FILES.map((f) => f.fileName).sort());
  });
});
