// Projects that compile this source through an import (the API, the web app, benchmarks) see these
// declarations only through this reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./vendor-types.d.ts" />
import { create } from 'fontkit';
import { cacheShaping } from './shaping-cache.ts';
import { cacheSubsets } from './subset-cache.ts';
import { reuseEmbeddedFonts } from './reuse-embedded-fonts.ts';

let installed = false;

/**
 * Installs the PDF engine's caches (see each module) into the pdfkit and fontkit that
 * react-pdf renders with. `sampleFont` is any TrueType font file: fontkit exports no classes,
 * so their prototypes are reached through an instance. Idempotent.
 */
export function installEngineCaches(sampleFont: () => Uint8Array): void {
  if (installed) return;
  reuseEmbeddedFonts();
  const font = create(sampleFont()) as { createSubset(): object };
  cacheShaping(Object.getPrototypeOf(font) as object);
  cacheSubsets(Object.getPrototypeOf(font.createSubset()) as object);
  installed = true;
}
