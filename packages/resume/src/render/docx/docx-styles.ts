import { AlignmentType, type INumberingOptions, type IStylesOptions, LevelFormat } from 'docx';
import type { Design } from '../../model/design.ts';
import type { FontFamilyId } from '../../model/font-ids.ts';

// Word has no way to embed the PDF's webfonts reliably, so a DOCX uses the faces every copy of
// Word has, closest in feel to the chosen family.
const WORD_FONTS: Record<FontFamilyId, string> = {
  inter: 'Calibri',
  'source-serif-4': 'Cambria',
  lato: 'Calibri',
};

export const BULLETS = 'resume-bullets';

const halfPoints = (pt: number) => Math.round(pt * 2);
const twips = (pt: number) => Math.round(pt * 20);
const color = (hex: string) => hex.replace('#', '').toUpperCase();

export function docxStyles(design: Design): IStylesOptions {
  const font = WORD_FONTS[design.fontFamily];
  const size = design.fontSize;
  const line = Math.round(240 * design.lineHeight);
  return {
    default: {
      document: {
        run: { font, size: halfPoints(size), color: '1F2328' },
        paragraph: { spacing: { line, after: twips(2 * design.spacing) } },
      },
      heading1: {
        run: { font, size: halfPoints(size * 2.3), bold: true, color: '1F2328' },
        paragraph: { spacing: { after: 0 } },
      },
      heading2: {
        run: { font, size: halfPoints(size * 1.12), bold: true, color: color(design.accentColor) },
        paragraph: {
          spacing: { before: twips(13 * design.spacing), after: twips(4) },
          keepNext: true,
        },
      },
      heading3: {
        run: { font, size: halfPoints(size * 1.02), bold: true, color: '1F2328' },
        paragraph: { spacing: { before: twips(7 * design.spacing), after: 0 }, keepNext: true },
      },
    },
  };
}

export function docxNumbering(): INumberingOptions {
  return {
    config: [
      {
        reference: BULLETS,
        levels: [
          {
            level: 0,
            format: LevelFormat.BULLET,
            text: '•',
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: 360, hanging: 240 } } },
          },
        ],
      },
    ],
  };
}

const PAGE_TWIPS = { A4: { width: 11906, height: 16838 }, Letter: { width: 12240, height: 15840 } };

export function docxPage(design: Design) {
  const { horizontal, vertical } = design.margins;
  return {
    size: PAGE_TWIPS[design.pageSize],
    margin: {
      top: twips(vertical),
      bottom: twips(vertical),
      left: twips(horizontal),
      right: twips(horizontal),
    },
  };
}
