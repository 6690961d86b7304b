import type { Design } from '../model/design.ts';
import { fontFamilyChain } from '../fonts/font-files.ts';

const PAGES = {
  A4: { reactPdfSize: 'A4', width: 595.28, height: 841.89 },
  Letter: { reactPdfSize: 'LETTER', width: 612, height: 792 },
} as const;

/** Sizes, spaces and colours every template derives from the user's design options. */
export interface Tokens {
  fonts: string[];
  size: {
    body: number;
    small: number;
    name: number;
    label: number;
    section: number;
    title: number;
  };
  lineHeight: number;
  space: { section: number; entry: number; line: number; bullet: number };
  color: { text: string; muted: string; accent: string; rule: string };
  page: {
    reactPdfSize: 'A4' | 'LETTER';
    width: number;
    height: number;
    horizontal: number;
    vertical: number;
    contentWidth: number;
  };
  showPageNumbers: boolean;
}

/**
 * `text`, when given, is what will be drawn: the font chain then holds only the faces it needs,
 * with Han characters in the style of `language` or of the script around them.
 */
export function designTokens(design: Design, text?: string, language?: string): Tokens {
  const body = design.fontSize;
  const page = PAGES[design.pageSize];
  const { horizontal, vertical } = design.margins;
  return {
    fonts: fontFamilyChain(design.fontFamily, text, language),
    size: {
      body,
      small: body * 0.92,
      name: body * 2.3,
      label: body * 1.15,
      section: body * 1.12,
      title: body * 1.02,
    },
    lineHeight: design.lineHeight,
    space: {
      section: 13 * design.spacing,
      entry: 7 * design.spacing,
      line: 1.5 * design.spacing,
      bullet: 1.5 * design.spacing,
    },
    color: { text: '#1f2328', muted: '#57606a', accent: design.accentColor, rule: '#c9d1d9' },
    page: { ...page, horizontal, vertical, contentWidth: page.width - 2 * horizontal },
    showPageNumbers: design.showPageNumbers,
  };
}
