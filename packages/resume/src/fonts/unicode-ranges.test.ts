import { describe, expect, it } from 'vitest';
import { fontFamilyChain } from './font-files.ts';
import { coversAny, parseUnicodeRange } from './unicode-ranges.ts';

describe('unicode ranges', () => {
  it('parses a CSS unicode-range into inclusive ranges', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+0131,U+1EA0-1EF9')).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x1ea0, 0x1ef9],
    ]);
    expect(coversAny(parseUnicodeRange('U+0400-045F'), new Set([0x41, 0x416]))).toBe(true);
    expect(coversAny(parseUnicodeRange('U+0400-045F'), new Set([0x41]))).toBe(false);
  });
});

describe('font chain for a text', () => {
  it('holds only the subsets the text needs, the first always', () => {
    expect(fontFamilyChain('inter', 'Plain English, café')).toEqual(['Inter latin']);
    expect(fontFamilyChain('inter', '')).toEqual(['Inter latin']);
    expect(fontFamilyChain('inter', 'Zoë Łukasiewicz')).toEqual(['Inter latin', 'Inter latin-ext']);
    expect(fontFamilyChain('lato', 'Ольга')).toEqual(['Lato latin', 'Inter cyrillic']);
    expect(fontFamilyChain('source-serif-4', 'Δημήτρης')).toEqual([
      'Source Serif 4 latin',
      'Source Serif 4 greek',
    ]);
  });

  it('holds every subset and fallback when the text is not known', () => {
    expect(fontFamilyChain('lato')).toHaveLength(7);
    expect(fontFamilyChain('inter')).toHaveLength(7);
  });
});
