import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { FontFile, FontResolver } from '../../fonts/font-files.ts';
import type { FontLoader } from '../../fonts/register-fonts.ts';
import { woffToSfnt } from '../../fonts/woff-to-sfnt.ts';

const require = createRequire(import.meta.url);

/** Absolute path of a bundled .woff file inside its installed @fontsource package. */
export function fontFilePath(file: FontFile): string {
  return require.resolve(`${file.packageName}/files/${file.fileName}`);
}

/**
 * A bundled font unpacked from WOFF: fontkit would otherwise inflate a table every time it
 * reads it, which dominates render time when a document's fonts are subset on every render.
 */
export function readSfnt(file: FontFile): Uint8Array {
  return woffToSfnt(new Uint8Array(readFileSync(fontFilePath(file))), (data) => inflateSync(data));
}

/** Fonts from node_modules, read the first time a document draws with them. */
export const nodeFontLoader: FontLoader = readSfnt;

/** A bundled font as a data URL, for tools that take a font source rather than bytes. */
export const nodeFontResolver: FontResolver = (file: FontFile) => {
  const sfnt = readSfnt(file);
  return `data:font/ttf;base64,${Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength).toString('base64')}`;
};
