import { BoundedCache } from './bounded-cache.ts';
import { engineSwitches } from './engine-switches.ts';
import { engineStats } from './engine-stats.ts';
import type { EngineFont } from './fontkit-types.ts';

/** Glyph sets kept per font face. */
const SUBSETS_PER_FONT = 32;

/**
 * Embedding a face writes a new font file holding only the glyphs used. Two renders of one
 * resume use the same glyphs, so the file written for a glyph set is kept for this face. The
 * file depends on the face and the glyph list alone (pdfkit reads widths and characters from
 * its own tables, not from the subset).
 */
export function cacheSubsets(font: EngineFont): void {
  const createSubset = font.createSubset;
  const files = new BoundedCache<string, Uint8Array>(SUBSETS_PER_FONT);
  font.createSubset = function cachedSubsets(...args) {
    const subset = createSubset.apply(this, args);
    const encode = subset.encode;
    subset.encode = function cachedEncode(...encodeArgs) {
      if (!engineSwitches.subsetCache || encodeArgs.length > 0) {
        return encode.apply(this, encodeArgs);
      }
      const key = this.glyphs.join(',');
      let file = files.get(key);
      if (file) engineStats.subsetHits += 1;
      else {
        file = encode.apply(this, encodeArgs);
        files.set(key, file);
      }
      return file;
    };
    return subset;
  };
}
