import { engineSwitches } from './engine-switches.ts';
import type { EngineFont, EngineGlyph } from './fontkit-types.ts';

const HYPHEN = 0x2d;
const SPACE = 0x20;
/** Characters fonts draw with an empty, zero-width glyph. */
const ZERO_WIDTH = [0x200b, 0xfeff, 0x2060];
/** Where TrueType fonts keep their empty `.null` glyph, if they have one. */
const NULL_GLYPH_IDS = [1, 2];

function isEmpty(glyph: EngineGlyph | null): glyph is EngineGlyph {
  return !!glyph && glyph.advanceWidth === 0 && glyph.path.commands.length === 0;
}

/**
 * The glyph ending a line broken inside a word: empty and zero-width, so a centred line does
 * not reach past its box, and read as a space, which pdf.js and Poppler drop at a line end (an
 * empty glyph without characters reads back as a control character in pdf.js). Its own glyph
 * id, so pdfkit's per-glyph width and text for real spaces stay theirs. A face without such a
 * glyph ends the line with its space.
 */
function breakGlyph(font: EngineFont, glyphFor: EngineFont['glyphForCodePoint']): EngineGlyph {
  const candidates = [
    ...ZERO_WIDTH.filter((point) => font.hasGlyphForCodePoint(point)).map((point) =>
      glyphFor.call(font, point),
    ),
    ...NULL_GLYPH_IDS.map((id) => font.getGlyph(id, [])),
  ];
  const empty = candidates.find(isEmpty);
  if (!empty) return glyphFor.call(font, SPACE);
  return Object.create(empty, { codePoints: { value: [SPACE], enumerable: true } }) as EngineGlyph;
}

/**
 * Words only break inside where the hyphenation callback allows it (long links and tokens, see
 * fonts/break-long-words.ts), and there react-pdf ends the line with a hyphen glyph it asks the
 * face for, outside shaping. A hyphen drawn into a link changes the address a reader copies and
 * the text a parser extracts, so at those breaks this face gives a glyph that draws nothing
 * (see breakGlyph). Hyphens in the text itself are shaped by `layout`, which still gets the
 * real glyph.
 */
export function silenceBreakHyphens(font: EngineFont): void {
  const layout = font.layout;
  const glyphFor = font.glyphForCodePoint;
  let shaping = 0;
  let silent: EngineGlyph | undefined;
  font.layout = function layoutMarked(...args) {
    shaping += 1;
    try {
      return layout.apply(this, args);
    } finally {
      shaping -= 1;
    }
  };
  font.glyphForCodePoint = function glyphOrSilentBreak(codePoint, ...rest) {
    if (codePoint !== HYPHEN || shaping > 0 || !engineSwitches.silentBreaks) {
      return glyphFor.call(this, codePoint, ...rest);
    }
    silent ??= breakGlyph(this, glyphFor);
    return silent;
  };
}
