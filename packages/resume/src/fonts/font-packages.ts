import interRanges from '@fontsource/inter/unicode.json' with { type: 'json' };
import latoRanges from '@fontsource/lato/unicode.json' with { type: 'json' };
import arabicRanges from '@fontsource/noto-sans-arabic/unicode.json' with { type: 'json' };
import hebrewRanges from '@fontsource/noto-sans-hebrew/unicode.json' with { type: 'json' };
import jpRanges from '@fontsource/noto-sans-jp/unicode.json' with { type: 'json' };
import krRanges from '@fontsource/noto-sans-kr/unicode.json' with { type: 'json' };
import scRanges from '@fontsource/noto-sans-sc/unicode.json' with { type: 'json' };
import tcRanges from '@fontsource/noto-sans-tc/unicode.json' with { type: 'json' };
import sourceSerifRanges from '@fontsource/source-serif-4/unicode.json' with { type: 'json' };
import type { FontFamilyId } from '../model/font-ids.ts';

/** Families drawn only as fallbacks, for scripts the design families do not cover. */
export const SCRIPT_FAMILY_IDS = [
  'noto-sans-arabic',
  'noto-sans-hebrew',
  'noto-sans-sc',
  'noto-sans-tc',
  'noto-sans-jp',
  'noto-sans-kr',
] as const;
export type ScriptFamilyId = (typeof SCRIPT_FAMILY_IDS)[number];
export type HanFamilyId = Extract<ScriptFamilyId, `noto-sans-${'sc' | 'tc' | 'jp' | 'kr'}`>;
export type AnyFamilyId = FontFamilyId | ScriptFamilyId;

export interface FontPackage {
  /** The npm package that ships the files. */
  packageName: string;
  /** Prefix of the registered family names. */
  label: string;
  /** Each subset file's characters, as a CSS unicode-range (the package's unicode.json). */
  ranges: Readonly<Record<string, string>>;
  /** The subsets drawn from this package, in the order a chain tries them. */
  subsets: readonly string[];
  /** Upright files only: the italic style draws the upright face rather than failing. */
  uprightOnly: boolean;
}

/** Numbered slices (`[12]`) are how Fontsource cuts the CJK families, like Google Fonts. */
const slices = (ranges: Record<string, string>) =>
  Object.keys(ranges).filter((key) => key.startsWith('['));

const hanPackage = (id: string, label: string, ranges: Record<string, string>): FontPackage => ({
  packageName: `@fontsource/${id}`,
  label,
  ranges,
  subsets: slices(ranges),
  uprightOnly: true,
});

export const FONT_PACKAGES: Record<AnyFamilyId, FontPackage> = {
  inter: {
    packageName: '@fontsource/inter',
    label: 'Inter',
    ranges: interRanges,
    subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'],
    uprightOnly: false,
  },
  'source-serif-4': {
    packageName: '@fontsource/source-serif-4',
    label: 'Source Serif 4',
    ranges: sourceSerifRanges,
    subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'],
    uprightOnly: false,
  },
  lato: {
    packageName: '@fontsource/lato',
    label: 'Lato',
    ranges: latoRanges,
    subsets: ['latin', 'latin-ext'],
    uprightOnly: false,
  },
  'noto-sans-arabic': {
    packageName: '@fontsource/noto-sans-arabic',
    label: 'Noto Sans Arabic',
    ranges: arabicRanges,
    subsets: ['arabic'],
    uprightOnly: true,
  },
  'noto-sans-hebrew': {
    packageName: '@fontsource/noto-sans-hebrew',
    label: 'Noto Sans Hebrew',
    ranges: hebrewRanges,
    subsets: ['hebrew'],
    uprightOnly: true,
  },
  'noto-sans-sc': hanPackage('noto-sans-sc', 'Noto Sans SC', scRanges),
  'noto-sans-tc': hanPackage('noto-sans-tc', 'Noto Sans TC', tcRanges),
  'noto-sans-jp': hanPackage('noto-sans-jp', 'Noto Sans JP', jpRanges),
  'noto-sans-kr': hanPackage('noto-sans-kr', 'Noto Sans KR', krRanges),
};

/** The file name of a subset inside its package's `files/` folder. */
export function fontFileName(family: AnyFamilyId, subset: string, weight: number, style: string) {
  return `${family}-${subset.replace(/^\[(\d+)\]$/, '$1')}-${weight}-${style}.woff`;
}
