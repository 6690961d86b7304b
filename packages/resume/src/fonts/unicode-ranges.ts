import interRanges from '@fontsource/inter/unicode.json' with { type: 'json' };
import latoRanges from '@fontsource/lato/unicode.json' with { type: 'json' };
import sourceSerifRanges from '@fontsource/source-serif-4/unicode.json' with { type: 'json' };
import type { FontFamilyId } from '../model/font-ids.ts';

type Range = readonly [start: number, end: number];

/** `U+0000-00FF,U+0131` → [[0x0, 0xff], [0x131, 0x131]] */
export function parseUnicodeRange(css: string): Range[] {
  return css.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(start, 16), parseInt(end, 16)] as const;
  });
}

function parseAll(ranges: Record<string, string>): Record<string, Range[]> {
  return Object.fromEntries(Object.entries(ranges).map(([k, v]) => [k, parseUnicodeRange(v)]));
}

/** The characters each subset file of a family covers, as its package declares them. */
export const SUBSET_RANGES: Record<FontFamilyId, Record<string, Range[]>> = {
  inter: parseAll(interRanges),
  'source-serif-4': parseAll(sourceSerifRanges),
  lato: parseAll(latoRanges),
};

/** Whether any character of `codePoints` falls in `ranges`. */
export function coversAny(ranges: readonly Range[], codePoints: ReadonlySet<number>): boolean {
  for (const point of codePoints) {
    for (const [start, end] of ranges) if (point >= start && point <= end) return true;
  }
  return false;
}
