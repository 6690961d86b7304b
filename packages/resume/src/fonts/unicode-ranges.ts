type Range = readonly [start: number, end: number];

/** `U+0000-00FF,U+0131` → [[0x0, 0xff], [0x131, 0x131]] */
export function parseUnicodeRange(css: string): Range[] {
  return css.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(start, 16), parseInt(end, 16)] as const;
  });
}

export function inRanges(ranges: readonly Range[], point: number): boolean {
  for (const [start, end] of ranges) if (point >= start && point <= end) return true;
  return false;
}

/** Whether any character of `codePoints` falls in `ranges`. */
export function coversAny(ranges: readonly Range[], codePoints: ReadonlySet<number>): boolean {
  for (const point of codePoints) if (inRanges(ranges, point)) return true;
  return false;
}
