/** The parts of fontkit's font and glyph objects the engine relies on; fontkit ships no types. */
export interface EngineGlyph {
  id: number;
  codePoints: number[];
  isMark: boolean;
  isLigature: boolean;
  advanceWidth: number;
  path: { commands: readonly unknown[] };
}

export interface EngineGlyphRun {
  glyphs: EngineGlyph[];
  positions: object[];
}

export interface EngineSubset {
  glyphs: number[];
  encode(...args: unknown[]): Uint8Array;
}

export interface EngineFont {
  postscriptName: string;
  name: { records: object };
  layout(...args: unknown[]): EngineGlyphRun;
  getGlyph(id: number, codePoints?: number[], ...rest: unknown[]): EngineGlyph | null;
  glyphForCodePoint(codePoint: number, ...rest: unknown[]): EngineGlyph;
  hasGlyphForCodePoint(codePoint: number): boolean;
  createSubset(...args: unknown[]): EngineSubset;
}
