import { BoundedCache } from './bounded-cache.ts';

interface Subset {
  font: object;
  glyphs: number[];
  encode(): Uint8Array;
}

const PATCHED = Symbol.for('resumio.fontkit.subsetCache');
/** Glyph sets kept per font face. */
const SUBSETS_PER_FONT = 32;

const caches = new WeakMap<object, BoundedCache<string, Uint8Array>>();

/**
 * Embedding a face writes a new font file holding only the glyphs used. Two renders of one
 * resume use the same glyphs, so the file written for a glyph set is kept per face.
 */
export function cacheSubsets(subsetPrototype: object): void {
  const proto = subsetPrototype as { encode: (this: Subset) => Uint8Array; [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const encode = proto.encode;
  proto.encode = function cachedEncode(this: Subset) {
    let cache = caches.get(this.font);
    if (!cache) {
      cache = new BoundedCache(SUBSETS_PER_FONT);
      caches.set(this.font, cache);
    }
    const key = this.glyphs.join(',');
    let file = cache.get(key);
    if (!file) {
      file = encode.call(this);
      cache.set(key, file);
    }
    return file;
  };
  proto[PATCHED] = true;
}
