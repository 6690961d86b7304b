import { BoundedCache } from './bounded-cache.ts';
import { engineSwitches } from './engine-switches.ts';
import { engineStats } from './engine-stats.ts';
import type { EngineFont, EngineGlyphRun } from './fontkit-types.ts';

/** Runs kept per font face: a long resume has a few hundred. */
const RUNS_PER_FONT = 4096;

/** A run the caller may change without touching the cached one. */
function copyRun(run: EngineGlyphRun): EngineGlyphRun {
  const copy = Object.create(Object.getPrototypeOf(run) as object) as EngineGlyphRun;
  Object.assign(copy, run);
  copy.glyphs = run.glyphs.slice();
  copy.positions = run.positions.map((position) =>
    Object.assign(Object.create(Object.getPrototypeOf(position) as object) as object, position),
  );
  return copy;
}

/** Every argument, so a parameter fontkit adds later still tells runs apart. */
function keyOf(args: readonly unknown[]): string | undefined {
  if (typeof args[0] !== 'string') return undefined;
  try {
    return JSON.stringify(args.slice(1)) + '\u0000' + args[0];
  } catch {
    return undefined;
  }
}

/**
 * Shaping a run of text (glyph lookup, kerning, OpenType features) is the same work every
 * time the same text is set in the same face, and a resume's text barely changes between two
 * renders of it. Keeps the shaped runs of this face, as browsers keep a word-shaping cache.
 * Glyphs are pure (see pure-glyphs.ts), so a kept run is what shaping would give again.
 */
export function cacheShaping(font: EngineFont): void {
  const shape = font.layout;
  const cache = new BoundedCache<string, EngineGlyphRun>(RUNS_PER_FONT);
  font.layout = function cachedLayout(...args) {
    const key = engineSwitches.shapingCache ? keyOf(args) : undefined;
    if (key === undefined) return shape.apply(this, args);
    let run = cache.get(key);
    if (run) engineStats.shapingHits += 1;
    else {
      run = shape.apply(this, args);
      cache.set(key, run);
    }
    return copyRun(run);
  };
}
