// Projects that compile this source through an import (the API, the web app, benchmarks) see these
// declarations only through this reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./vendor-types.d.ts" />
import { create } from 'fontkit';
import type { EngineFont } from './fontkit-types.ts';
import { giveOwnName } from './one-embedded-font.ts';
import { makeGlyphsPure } from './pure-glyphs.ts';
import { checkFontShape } from './self-check.ts';
import { cacheShaping } from './shaping-cache.ts';
import { silenceBreakHyphens } from './silent-breaks.ts';
import { cacheSubsets } from './subset-cache.ts';

/**
 * Opens a font file for react-pdf with the engine's changes on this face object only: plain
 * fontkit and pdfkit, and fonts anyone else opens, behave as upstream. `subset` names the file's
 * character subset ("latin-ext", "[12]"). Throws if fontkit no longer has what the changes wrap.
 */
export function createEngineFont(sfnt: Uint8Array, subset: string): EngineFont {
  const font = create(sfnt) as EngineFont;
  checkFontShape(font);
  makeGlyphsPure(font);
  silenceBreakHyphens(font);
  cacheShaping(font);
  cacheSubsets(font);
  giveOwnName(font, subset);
  return font;
}
