import { BoundedCache } from './bounded-cache.ts';

interface GlyphRun {
  glyphs: unknown[];
  positions: object[];
}

type Layout = (
  this: object,
  text: unknown,
  features?: unknown,
  script?: unknown,
  language?: unknown,
  direction?: unknown,
) => GlyphRun;

const PATCHED = Symbol.for('resumio.fontkit.shapingCache');
/** Runs kept per font face: a long resume has a few hundred. */
const RUNS_PER_FONT = 4096;

const caches = new WeakMap<object, BoundedCache<string, GlyphRun>>();
const featureKeys = new WeakMap<object, string>();

function featuresKey(features: unknown): string {
  if (features == null) return '';
  if (typeof features !== 'object') return String(features);
  let key = featureKeys.get(features);
  if (key === undefined) {
    key = JSON.stringify(features);
    featureKeys.set(features, key);
  }
  return key;
}

/** A run the caller may change without touching the cached one. */
function copyRun(run: GlyphRun): GlyphRun {
  const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
  Object.assign(copy, run);
  copy.glyphs = run.glyphs.slice();
  copy.positions = run.positions.map((position) =>
    Object.assign(Object.create(Object.getPrototypeOf(position) as object) as object, position),
  );
  return copy;
}

/**
 * Shaping a run of text (glyph lookup, kerning, OpenType features) is the same work every
 * time the same text is set in the same face, and a resume's text barely changes between two
 * renders of it. Keeps the shaped runs per face, as browsers keep a word-shaping cache.
 */
export function cacheShaping(fontPrototype: object): void {
  const proto = fontPrototype as { layout: Layout; [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const shape = proto.layout;
  proto.layout = function layout(text, features, script, language, direction) {
    if (typeof text !== 'string')
      return shape.call(this, text, features, script, language, direction);
    let cache = caches.get(this);
    if (!cache) {
      cache = new BoundedCache(RUNS_PER_FONT);
      caches.set(this, cache);
    }
    const key = `${featuresKey(features)}\u0000${String(script ?? '')}\u0000${String(language ?? '')}\u0000${String(direction ?? '')}\u0000${text}`;
    let run = cache.get(key);
    if (!run) {
      run = shape.call(this, text, features, script, language, direction);
      cache.set(key, run);
    }
    return copyRun(run);
  };
  proto[PATCHED] = true;
}
