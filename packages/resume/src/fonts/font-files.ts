import { FONT_FAMILY_IDS, type FontFamilyId } from '../model/font-ids.ts';
import {
  type AnyFamilyId,
  FONT_PACKAGES,
  type HanFamilyId,
  SCRIPT_FAMILY_IDS,
  fontFileName,
} from './font-packages.ts';
import { hanFamilyFor } from './han-family.ts';
import { inRanges, parseUnicodeRange } from './unicode-ranges.ts';

export type FontWeight = 400 | 700;
export type FontStyle = 'normal' | 'italic';

/** One .woff file from an @fontsource package (react-pdf reads WOFF, not WOFF2). */
export interface FontFile {
  family: AnyFamilyId;
  /** The npm package that ships the file. */
  packageName: string;
  subset: string;
  weight: FontWeight;
  style: FontStyle;
  /** File name inside the package's `files/` folder. */
  fileName: string;
  /** The name the file is registered under with react-pdf. */
  registeredFamily: string;
  /** Styles the file is registered for: an upright-only family draws its italics upright. */
  drawsStyles: readonly FontStyle[];
}

interface Face {
  family: AnyFamilyId;
  subset: string;
}

// Scripts a family does not cover are drawn with the nearest family that does, so a name in
// Cyrillic or Greek never comes out as empty boxes.
const LATIN_FALLBACKS: Record<FontFamilyId, readonly Face[]> = {
  inter: [],
  'source-serif-4': [{ family: 'inter', subset: 'greek-ext' }],
  lato: ['cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'].map((subset) => ({
    family: 'inter' as const,
    subset,
  })),
};

const HAN_FAMILIES: readonly HanFamilyId[] = [
  'noto-sans-sc',
  'noto-sans-tc',
  'noto-sans-jp',
  'noto-sans-kr',
];

const RANGES = new Map<string, ReturnType<typeof parseUnicodeRange>>();
function rangesOf(face: Face) {
  const key = `${face.family} ${face.subset}`;
  let ranges = RANGES.get(key);
  if (!ranges) {
    const css = FONT_PACKAGES[face.family].ranges[face.subset];
    ranges = css ? parseUnicodeRange(css) : [];
    RANGES.set(key, ranges);
  }
  return ranges;
}

function registeredFamily(face: Face): string {
  return `${FONT_PACKAGES[face.family].label} ${face.subset}`;
}

const own = (family: AnyFamilyId): Face[] =>
  FONT_PACKAGES[family].subsets.map((subset) => ({ family, subset }));

/** Every face a design family may draw with, in the order react-pdf tries them. */
function candidateFaces(family: FontFamilyId, han: HanFamilyId): Face[] {
  return [
    ...own(family),
    ...LATIN_FALLBACKS[family],
    ...own('noto-sans-arabic'),
    ...own('noto-sans-hebrew'),
    // The document's Han style first; the others still draw kana or hangul it lacks.
    ...[han, ...HAN_FAMILIES.filter((f) => f !== han)].flatMap(own),
  ];
}

/** Planes 0–2 (up to CJK extension B and beyond) are indexed; rarer characters are searched. */
const INDEXED_POINTS = 0x30000;
/**
 * Characters looked up one by one before the whole table is built. A resume in a Latin, Cyrillic
 * or Greek script has a few dozen distinct characters beyond ASCII, each found in one of the
 * first faces; a Chinese or Japanese one has hundreds, each searched through many faces.
 */
const SEARCHES_BEFORE_TABLE = 256;

interface CandidateIndex {
  faces: Face[];
  /** The first face covering each character searched so far (-1: none). */
  searched: Map<number, number>;
  /** For each indexed code point, 1 + the index of the first face that covers it (0: none). */
  firstFace: Uint16Array | null;
}

// The candidate list runs to some 450 faces once CJK is in it (each CJK family ships about a
// hundred slices of scattered characters), too many to search for every character of a page.
// Indexing them all reads every face's ranges, which a first render would wait for even when
// its text needs the first face only, so characters are searched one by one until there are
// enough of them for the table to pay.
const INDEXES = new Map<string, CandidateIndex>();
function candidateIndex(family: FontFamilyId, han: HanFamilyId): CandidateIndex {
  const key = `${family} ${han}`;
  let index = INDEXES.get(key);
  if (!index) {
    index = { faces: candidateFaces(family, han), searched: new Map(), firstFace: null };
    INDEXES.set(key, index);
  }
  return index;
}

function firstFaceTable(faces: readonly Face[]): Uint16Array {
  const firstFace = new Uint16Array(INDEXED_POINTS);
  faces.forEach((face, i) => {
    for (const [start, end] of rangesOf(face)) {
      for (let point = start; point <= Math.min(end, INDEXED_POINTS - 1); point++) {
        if (firstFace[point] === 0) firstFace[point] = i + 1;
      }
    }
  });
  return firstFace;
}

/** The first face covering `point`, or -1. */
function firstFaceFor(index: CandidateIndex, point: number): number {
  if (index.firstFace && point < INDEXED_POINTS) return index.firstFace[point]! - 1;
  let first = index.searched.get(point);
  if (first !== undefined) return first;
  if (!index.firstFace && index.searched.size >= SEARCHES_BEFORE_TABLE) {
    index.firstFace = firstFaceTable(index.faces);
    return firstFaceFor(index, point);
  }
  first = index.faces.findIndex((face) => inRanges(rangesOf(face), point));
  index.searched.set(point, first);
  return first;
}

/** ASCII is in every family's first subset, which is always in the chain. */
function nonAsciiCodePoints(text: string): Set<number> {
  const points = new Set<number>();
  for (const char of text) {
    const point = char.codePointAt(0)!;
    if (point >= 0x80) points.add(point);
  }
  return points;
}

/**
 * The registered families a design's font draws with, in the order react-pdf tries them.
 * Given the text to draw, it lists only the subsets that text needs (the first always), as a
 * browser loads only the faces whose unicode-range the page uses: react-pdf looks up every
 * character and loads every face in the chain for every text, so a shorter chain is faster.
 * Without a text it lists the design family's own subsets and Latin fallbacks only.
 */
export function fontFamilyChain(family: FontFamilyId, text?: string, language?: string): string[] {
  if (text === undefined) {
    return [...own(family), ...LATIN_FALLBACKS[family]].map(registeredFamily);
  }
  // react-pdf draws each character with the first face that has it, so the chain is the first
  // face and, for each character, the first face that covers it.
  const index = candidateIndex(family, hanFamilyFor(text, language));
  const chosen = new Set<number>([0]);
  for (const point of nonAsciiCodePoints(text)) {
    const first = firstFaceFor(index, point);
    if (first >= 0) chosen.add(first);
  }
  return [...chosen].sort((a, b) => a - b).map((i) => registeredFamily(index.faces[i]!));
}

const VARIANTS: readonly { weight: FontWeight; style: FontStyle }[] = [
  { weight: 400, style: 'normal' },
  { weight: 400, style: 'italic' },
  { weight: 700, style: 'normal' },
  { weight: 700, style: 'italic' },
];

function filesOf(family: AnyFamilyId): FontFile[] {
  const pkg = FONT_PACKAGES[family];
  const variants = pkg.uprightOnly ? VARIANTS.filter((v) => v.style === 'normal') : VARIANTS;
  return pkg.subsets.flatMap((subset) =>
    variants.map(({ weight, style }) => ({
      family,
      packageName: pkg.packageName,
      subset,
      weight,
      style,
      fileName: fontFileName(family, subset, weight, style),
      registeredFamily: registeredFamily({ family, subset }),
      drawsStyles: pkg.uprightOnly ? (['normal', 'italic'] as const) : [style],
    })),
  );
}

export const FONT_FILES: readonly FontFile[] = [...FONT_FAMILY_IDS, ...SCRIPT_FAMILY_IDS].flatMap(
  filesOf,
);

/** Where a font file can be loaded from: an absolute path on a server, a URL in a browser. */
export type FontResolver = (file: FontFile) => string;

/** The files a chain of registered families draws with. */
export function fontFilesForChain(chain: readonly string[]): FontFile[] {
  const families = new Set(chain);
  return FONT_FILES.filter((file) => families.has(file.registeredFamily));
}

/** Every file a design's font may draw with for `text` (Latin fallbacks included). */
export function fontFilesFor(family: FontFamilyId, text?: string): FontFile[] {
  return fontFilesForChain(fontFamilyChain(family, text));
}
