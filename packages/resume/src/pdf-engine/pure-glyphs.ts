import { engineSwitches } from './engine-switches.ts';
import type { EngineFont, EngineGlyph } from './fontkit-types.ts';

const MARK = /^\p{M}$/u;

function sameCodePoints(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * fontkit keeps one glyph object per glyph id and face, holding the characters of whatever text
 * first met the glyph: a letter first reached as part of an accented letter while subsetting
 * holds no characters, a glyph shared by two characters holds the first one. pdfkit writes those
 * characters into the text layer and react-pdf breaks lines by them, so a document read back
 * differently after others had been drawn. Each caller now gets a glyph that carries exactly the
 * characters it asked for; the outlines and metrics stay shared.
 */
export function makeGlyphsPure(font: EngineFont): void {
  const getGlyph = font.getGlyph;
  const views = new Map<string, EngineGlyph>();
  font.getGlyph = function pureGlyph(id, codePoints = [], ...rest) {
    const glyph = getGlyph.call(this, id, codePoints, ...rest);
    if (!engineSwitches.pureGlyphs || !glyph || sameCodePoints(glyph.codePoints, codePoints)) {
      return glyph;
    }
    const key = `${id}:${codePoints.join(',')}`;
    let view = views.get(key);
    if (!view) {
      const chars = codePoints.map((point) => String.fromCodePoint(point));
      view = Object.create(glyph, {
        codePoints: { value: codePoints.slice(), enumerable: true },
        isMark: { value: chars.length > 0 && chars.every((c) => MARK.test(c)), writable: true },
        isLigature: { value: codePoints.length > 1, writable: true },
      }) as EngineGlyph;
      views.set(key, view);
    }
    return view;
  };
}
