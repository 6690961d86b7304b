import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (name: string) => fileURLToPath(new URL(`./engine-shims/${name}`, import.meta.url));

/** Imports of the PDF engine whose modules do costly work when loaded, and their lazy stand-ins. */
const DEFERRED: Record<string, string> = {
  'brotli/decompress.js': shim('brotli-decompress.cjs'),
  '@noble/ciphers/aes': shim('noble-aes.cjs'),
  '@react-pdf/hyphenate/en-us': shim('hyphenate-en-us.js'),
};
const SHIMS = new Set(Object.values(DEFERRED));

/**
 * For the preview worker's bundle: three modules the PDF engine imports build tables as soon as
 * they load (a WOFF2 decoder's dictionary, AES tables, English hyphenation patterns), which the
 * preview never uses — its fonts are WOFF, it does not encrypt, and the templates break lines
 * with their own callback. They cost a few hundred milliseconds of the worker's start, which
 * is on the way to the first preview. Each is swapped for a stand-in that loads the real module
 * the first time it is called, so nothing changes if one is ever needed.
 */
export function deferEngineStartUp(): Plugin {
  return {
    name: 'resumio-defer-engine-start-up',
    enforce: 'pre',
    resolveId(source, importer) {
      const target = DEFERRED[source];
      // The stand-ins import the real modules by the same names.
      if (!target || (importer && SHIMS.has(importer))) return null;
      return target;
    },
  };
}
