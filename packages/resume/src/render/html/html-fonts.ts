import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_FILES, type FontFile, fontFamilyChain } from '../../fonts/font-files.ts';
import { coversAny, parseUnicodeRange } from '../../fonts/unicode-ranges.ts';
import { FONT_FAMILY_LABELS, type FontFamilyId } from '../../model/font-ids.ts';

const require = createRequire(import.meta.url);

/** A weight and style the page's stylesheet draws with. */
export interface HtmlFontVariant {
  weight: 400 | 700;
  style: 'normal' | 'italic';
}

// Fontsource ships every subset of a family as its own WOFF2 file with the unicode-range it
// covers; a page that embeds only the files its characters fall in is subset without a font tool.
const rangesByPackage = new Map<string, Record<string, string>>();
const dataUrls = new Map<string, string>();

function unicodeRanges(packageName: string): Record<string, string> {
  let ranges = rangesByPackage.get(packageName);
  if (!ranges) {
    ranges = JSON.parse(
      readFileSync(require.resolve(`${packageName}/unicode.json`), 'utf8'),
    ) as Record<string, string>;
    rangesByPackage.set(packageName, ranges);
  }
  return ranges;
}

function woff2DataUrl(file: FontFile): string {
  const name = file.fileName.replace(/\.woff$/, '.woff2');
  const key = `${file.packageName}/${name}`;
  let url = dataUrls.get(key);
  if (!url) {
    const bytes = readFileSync(require.resolve(`${file.packageName}/files/${name}`));
    url = `data:font/woff2;base64,${bytes.toString('base64')}`;
    dataUrls.set(key, url);
  }
  return url;
}

function codePoints(text: string): Set<number> {
  const points = new Set<number>();
  for (const char of text) points.add(char.codePointAt(0)!);
  return points;
}

/**
 * `@font-face` rules that embed the design's font in the page, as the PDF draws it: the same
 * family, its fallbacks for scripts it lacks, and only the subset files the text needs. Every
 * face is declared under the design's family name with its unicode-range, so the browser picks
 * the right file per character, like the PDF's fallback chain.
 */
export function embeddedFontFaces(
  family: FontFamilyId,
  text: string,
  variants: readonly HtmlFontVariant[],
): string {
  const points = codePoints(text);
  const chain = fontFamilyChain(family, text);
  const cssFamily = FONT_FAMILY_LABELS[family];
  const rules: string[] = [];
  for (const registered of chain) {
    for (const { weight, style } of variants) {
      const file = FONT_FILES.find(
        (f) => f.registeredFamily === registered && f.weight === weight && f.style === style,
      );
      if (!file) continue;
      const range = unicodeRanges(file.packageName)[file.subset];
      if (range && registered !== chain[0] && !coversAny(parseUnicodeRange(range), points)) {
        continue;
      }
      rules.push(
        `@font-face { font-family: '${cssFamily}'; font-style: ${style}; font-weight: ${weight}; font-display: swap; src: url(${woff2DataUrl(file)}) format('woff2');${range ? ` unicode-range: ${range};` : ''} }`,
      );
    }
  }
  return rules.join('\n');
}
