/**
 * Each change the engine makes to the fonts it creates, on by default. A test turns one off to
 * prove the output depends on it; nothing in the product does.
 */
export interface EngineSwitches {
  /** A glyph carries the characters of the text being set, not of the text that met it first. */
  pureGlyphs: boolean;
  /** Shaped runs are kept per face. */
  shapingCache: boolean;
  /** Subset font files are kept per face and glyph set. */
  subsetCache: boolean;
  /** A face keeps one embedded font per document instead of one per run of text. */
  oneEmbeddedFontPerFace: boolean;
  /** A line broken inside a long link or token ends without a drawn hyphen. */
  silentBreaks: boolean;
}

export type EngineSwitch = keyof EngineSwitches;

export const engineSwitches: EngineSwitches = {
  pureGlyphs: true,
  shapingCache: true,
  subsetCache: true,
  oneEmbeddedFontPerFace: true,
  silentBreaks: true,
};

/** Turns one change off (or back on) for every engine font, created or to come. */
export function setEngineSwitch(name: EngineSwitch, on: boolean): void {
  engineSwitches[name] = on;
}
