import { Font } from '@react-pdf/renderer';
import { FONT_FILES, type FontResolver } from './font-files.ts';

let registeredWith: FontResolver | undefined;

/**
 * Registers the bundled families with react-pdf. Call once per process (server) or page
 * (browser) before rendering; calling again with the same resolver does nothing.
 */
export function registerFonts(resolver: FontResolver): void {
  if (registeredWith === resolver) return;
  if (registeredWith) Font.clear();
  const byFamily = new Map<
    string,
    { src: string; fontWeight: number; fontStyle: 'normal' | 'italic' }[]
  >();
  for (const file of FONT_FILES) {
    const fonts = byFamily.get(file.registeredFamily) ?? [];
    fonts.push({ src: resolver(file), fontWeight: file.weight, fontStyle: file.style });
    byFamily.set(file.registeredFamily, fonts);
  }
  for (const [family, fonts] of byFamily) Font.register({ family, fonts });
  // Hyphenation inserts hyphens that are not in the text, which parsers then read as part of
  // the word; words wrap whole instead.
  Font.registerHyphenationCallback((word) => [word]);
  registeredWith = resolver;
}
