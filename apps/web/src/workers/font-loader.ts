import type { FontFamilyId } from '@resumio/resume';
import { type FontFile, fontFilesFor, registerFonts, woffToSfnt } from '@resumio/resume/templates';
import { installEngineCaches } from '@resumio/resume/pdf-engine';
import { FONT_URLS } from './font-urls.ts';
import { inflateWoffTables } from './inflate-woff-tables.ts';

/** Unpacked fonts by file name, as blob URLs react-pdf can fetch. */
const unpacked = new Map<string, string>();
const preparing = new Map<FontFamilyId, Promise<void>>();

export function fontUrl(file: FontFile): string {
  const url = FONT_URLS[file.fileName];
  if (!url) throw new Error(`No bundled font file ${file.fileName}`);
  return url;
}

async function unpack(file: FontFile): Promise<void> {
  // Another family's fallbacks may have unpacked this file already.
  if (unpacked.has(file.fileName)) return;
  const response = await fetch(fontUrl(file));
  if (!response.ok) throw new Error(`Could not load the font ${file.fileName}`);
  const woff = new Uint8Array(await response.arrayBuffer());
  const tables = await inflateWoffTables(woff);
  const sfnt = woffToSfnt(woff, (raw) => {
    const data = tables.get(raw.byteOffset - woff.byteOffset);
    if (!data) throw new Error(`Font table at ${raw.byteOffset} was not inflated`);
    return data;
  });
  // Previews re-render text that barely changed: the engine's caches make that cheap.
  installEngineCaches(() => sfnt);
  const blob = new Blob([sfnt as Uint8Array<ArrayBuffer>], { type: 'font/ttf' });
  unpacked.set(file.fileName, URL.createObjectURL(blob));
}

function register(): void {
  // A new resolver makes react-pdf forget fonts it loaded; that happens once per family.
  registerFonts((file) => unpacked.get(file.fileName) ?? fontUrl(file));
}

/**
 * Makes a family ready to draw. fontkit re-inflates WOFF tables on every read, which dominates
 * render time, so each family is unpacked once, the first time a resume uses it.
 */
export function prepareFontFamily(family: FontFamilyId): Promise<void> {
  let job = preparing.get(family);
  if (!job) {
    job = Promise.all(fontFilesFor(family).map(unpack)).then(register);
    job.catch(() => preparing.delete(family));
    preparing.set(family, job);
  }
  return job;
}
