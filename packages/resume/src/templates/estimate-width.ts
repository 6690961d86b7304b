// Glyph advances as a share of the font size, generous for the three bundled families so an
// estimate errs towards "does not fit".
function advance(char: string): number {
  if (char === ' ') return 0.28;
  if (/[il.,:;'!|()[\]]/.test(char)) return 0.32;
  if (/[0-9]/.test(char)) return 0.6;
  if (/[mwMW@%]/.test(char)) return 0.9;
  if (/[A-Z]/.test(char)) return 0.7;
  if (/[–—]/.test(char)) return 0.75;
  return 0.56;
}

/**
 * Rough width of a line of text. Used to choose, before layout, between putting two texts side
 * by side and stacking them: side-by-side text that wraps is read out of order by parsers.
 */
export function estimateTextWidth(text: string, fontSize: number, bold = false): number {
  let units = 0;
  for (const char of text) units += advance(char);
  return units * fontSize * (bold ? 1.08 : 1);
}

export function fitsOnOneLine(
  text: string,
  fontSize: number,
  width: number,
  bold = false,
): boolean {
  return estimateTextWidth(text, fontSize, bold) <= width;
}
