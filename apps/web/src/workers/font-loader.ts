import { type FontFile, registerFonts, woffToSfnt } from '@resumio/resume/templates';
import { FONT_URLS } from './font-urls.ts';
import { inflateWoffTables } from './inflate-woff-tables.ts';

export function fontUrl(file: FontFile): string {
  const url = FONT_URLS[file.fileName];
  if (!url) throw new Error(`No bundled font file ${file.fileName}`);
  return url;
}

/**
 * Fetches a bundled WOFF and unpacks it: fontkit re-inflates WOFF tables on every read, which
 * dominates render time, so each file is unpacked once, the first time a document draws with it.
 */
async function loadFont(file: FontFile): Promise<Uint8Array> {
  const response = await fetch(fontUrl(file));
  if (!response.ok) throw new Error(`Could not load the font ${file.fileName}`);
  const woff = new Uint8Array(await response.arrayBuffer());
  const tables = await inflateWoffTables(woff);
  return woffToSfnt(woff, (raw) => {
    const data = tables.get(raw.byteOffset - woff.byteOffset);
    if (!data) throw new Error(`Font table at ${raw.byteOffset} was not inflated`);
    return data;
  });
}

/**
 * Registers the bundled fonts with react-pdf once for this worker; react-pdf then loads each
 * file the first time a document needs it, whatever the family or script.
 */
export function prepareFonts(): void {
  registerFonts(loadFont);
}
