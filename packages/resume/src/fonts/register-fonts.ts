import { Font } from '@react-pdf/renderer';
import { createEngineFont } from '../pdf-engine/create-engine-font.ts';
import type { EngineFont } from '../pdf-engine/fontkit-types.ts';
import { checkFontSource, checkFontStore } from '../pdf-engine/self-check.ts';
import { breakLongWord } from './break-long-words.ts';
import { FONT_FILES, type FontFile } from './font-files.ts';

/** The unpacked (sfnt) bytes of a bundled font file: read from disk, or fetched in a browser. */
export type FontLoader = (file: FontFile) => Uint8Array | Promise<Uint8Array>;

let loader: FontLoader | undefined;
let registered = false;
/** One face object per file, shared by every style the file is registered for. */
const faces = new Map<string, Promise<EngineFont>>();

function openFace(file: FontFile): Promise<EngineFont> {
  let face = faces.get(file.fileName);
  if (!face) {
    const load = loader;
    if (!load) throw new Error('Fonts are not registered');
    // Never throws at once: react-pdf stores the load's promise after `_load` returns.
    face = Promise.resolve(file)
      .then(load)
      .then((sfnt) => createEngineFont(sfnt, file.subset));
    // A failed download may succeed on the next render.
    face.catch(() => faces.delete(file.fileName));
    faces.set(file.fileName, face);
  }
  return face;
}

/**
 * Registers every bundled file with react-pdf, each opened through `load` the first time a
 * document draws with it. Registration happens once per process or worker and never clears
 * react-pdf's own families (Helvetica stays available); a later call only changes where files
 * not opened yet are loaded from.
 */
export function registerFonts(load: FontLoader): void {
  loader = load;
  if (registered) return;
  checkFontStore(Font);
  const byFamily = new Map<string, { file: FontFile; style: 'normal' | 'italic' }[]>();
  for (const file of FONT_FILES) {
    const entries = byFamily.get(file.registeredFamily) ?? [];
    for (const style of file.drawsStyles) entries.push({ file, style });
    byFamily.set(file.registeredFamily, entries);
  }
  for (const [family, entries] of byFamily) {
    Font.register({
      family,
      fonts: entries.map(({ file, style }) => ({
        src: `resumio-font:${file.fileName}`,
        fontWeight: file.weight,
        fontStyle: style,
      })),
    });
    const store = Font.getRegisteredFonts() as unknown as Record<
      string,
      {
        sources: {
          src: string;
          data: unknown;
          loadResultPromise: Promise<void> | null;
          _load: () => Promise<void>;
        }[];
      }
    >;
    const sources = store[family]?.sources ?? [];
    if (sources.length !== entries.length) checkFontSource(undefined);
    sources.forEach((source, i) => {
      checkFontSource(source);
      const { file } = entries[i]!;
      // react-pdf would fetch `src` and open it with a fontkit of its own; the engine's face
      // is opened instead, so only faces the app registers carry the engine's changes.
      source._load = async function loadEngineFace() {
        try {
          this.data = await openFace(file);
        } catch (error) {
          // react-pdf keeps a source's first load for good; a failed download must be tried
          // again by the next render (the preview's "Try again"), not fail every render.
          this.loadResultPromise = null;
          throw error;
        }
      };
    });
  }
  // Hyphenation inserts hyphens that are not in the text, which parsers then read as part of
  // the word: words wrap whole, and only long links and tokens break inside, with no hyphen.
  Font.registerHyphenationCallback(breakLongWord);
  registered = true;
}

/** Opens the given files now, so the first render does not wait for them. */
export async function preloadFonts(files: readonly FontFile[]): Promise<void> {
  await Promise.all(files.map(openFace));
}
