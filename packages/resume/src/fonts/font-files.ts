import { FONT_FAMILY_IDS, FONT_FAMILY_LABELS, type FontFamilyId } from '../model/font-ids.ts';
import { SUBSET_RANGES, coversAny } from './unicode-ranges.ts';

export type FontWeight = 400 | 700;
export type FontStyle = 'normal' | 'italic';

/** One .woff file from an @fontsource package (react-pdf reads WOFF, not WOFF2). */
export interface FontFile {
  family: FontFamilyId;
  /** The npm package that ships the file. */
  packageName: string;
  subset: string;
  weight: FontWeight;
  style: FontStyle;
  /** File name inside the package's `files/` folder. */
  fileName: string;
  /** The name the file is registered under with react-pdf. */
  registeredFamily: string;
}

const PACKAGES: Record<FontFamilyId, string> = {
  inter: '@fontsource/inter',
  'source-serif-4': '@fontsource/source-serif-4',
  lato: '@fontsource/lato',
};

// Fontsource splits each family by script. react-pdf has no unicode-range, so every subset is
// registered as its own family and listed as a fallback chain, Latin first.
const SUBSETS: Record<FontFamilyId, readonly string[]> = {
  inter: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'],
  'source-serif-4': ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'],
  lato: ['latin', 'latin-ext'],
};

const VARIANTS: readonly { weight: FontWeight; style: FontStyle }[] = [
  { weight: 400, style: 'normal' },
  { weight: 400, style: 'italic' },
  { weight: 700, style: 'normal' },
  { weight: 700, style: 'italic' },
];

function registeredFamily(family: FontFamilyId, subset: string): string {
  return `${FONT_FAMILY_LABELS[family]} ${subset}`;
}

// Scripts a family does not cover are drawn with the nearest family that does, so a name in
// Cyrillic or Greek never comes out as empty boxes.
const FALLBACKS: Record<FontFamilyId, readonly { family: FontFamilyId; subset: string }[]> = {
  inter: [],
  'source-serif-4': [],
  lato: ['cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'].map((subset) => ({
    family: 'inter' as const,
    subset,
  })),
};

/** ASCII is in every family's first subset, which is always in the chain. */
function nonAsciiCodePoints(text: string): Set<number> {
  const points = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    const point = text.codePointAt(i)!;
    points.add(point);
    if (point > 0xffff) i++;
  }
  return points;
}

/**
 * The registered families a design's font draws with, in the order react-pdf tries them.
 * Given the text to draw, it lists only the subsets that text needs (the first always), as a
 * browser loads only the faces whose unicode-range the page uses: react-pdf looks up every
 * character and loads every face in the chain for every text, so a shorter chain is faster.
 */
export function fontFamilyChain(family: FontFamilyId, text?: string): string[] {
  const all = [...SUBSETS[family].map((subset) => ({ family, subset })), ...FALLBACKS[family]];
  const codePoints = text === undefined ? undefined : nonAsciiCodePoints(text);
  return all
    .filter(
      (face, i) =>
        i === 0 ||
        !codePoints ||
        coversAny(SUBSET_RANGES[face.family][face.subset] ?? [], codePoints),
    )
    .map((face) => registeredFamily(face.family, face.subset));
}

export const FONT_FILES: readonly FontFile[] = FONT_FAMILY_IDS.flatMap((family) =>
  SUBSETS[family].flatMap((subset) =>
    VARIANTS.map(({ weight, style }) => ({
      family,
      packageName: PACKAGES[family],
      subset,
      weight,
      style,
      fileName: `${family}-${subset}-${weight}-${style}.woff`,
      registeredFamily: registeredFamily(family, subset),
    })),
  ),
);

/** Where a font file can be loaded from: an absolute path on a server, a URL in a browser. */
export type FontResolver = (file: FontFile) => string;

/** Every file a design's font may draw with, its fallbacks included. */
export function fontFilesFor(family: FontFamilyId): FontFile[] {
  const chain = new Set(fontFamilyChain(family));
  return FONT_FILES.filter((file) => chain.has(file.registeredFamily));
}
