import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { FontFile, FontResolver } from '../../fonts/font-files.ts';
import { woffToSfnt } from '../../fonts/woff-to-sfnt.ts';

const require = createRequire(import.meta.url);

/** Absolute path of a bundled .woff file inside its installed @fontsource package. */
export function fontFilePath(file: FontFile): string {
  return require.resolve(`${file.packageName}/files/${file.fileName}`);
}

/**
 * The bundled fonts, unpacked from WOFF once at registration and handed to react-pdf as data
 * URLs: nothing is fetched, and no render pays for decompressing font tables again.
 */
export function readSfnt(file: FontFile): Uint8Array {
  return woffToSfnt(new Uint8Array(readFileSync(fontFilePath(file))), (data) => inflateSync(data));
}

export const nodeFontResolver: FontResolver = (file: FontFile) => {
  const sfnt = readSfnt(file);
  return `data:font/ttf;base64,${Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength).toString('base64')}`;
};
