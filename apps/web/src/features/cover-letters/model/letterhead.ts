import type { LetterContent } from '@resumio/contract/cover-letters';
import type { ResumeDetail } from '@resumio/contract/resumes';
import {
  type FontFamilyId,
  type LetterView,
  type TemplateId,
  buildLetterView,
} from '@resumio/resume';

export type HeaderStyle = 'center' | 'left' | 'bar' | 'band';

/** How each template draws its header, as the PDF letterhead borrows it. */
export interface LetterheadStyle {
  header: HeaderStyle;
  /** The name in the accent colour (otherwise in the text colour). */
  accentName: boolean;
  /** Between contacts. */
  separator: string;
}

// The PDF themes live with the PDF components, which the browser does not load for a preview;
// these are their header settings (the export tests read the PDF itself).
const STYLES: Record<TemplateId, LetterheadStyle> = {
  classic: { header: 'center', accentName: false, separator: ' | ' },
  modern: { header: 'left', accentName: true, separator: ' · ' },
  executive: { header: 'bar', accentName: false, separator: ' · ' },
  minimal: { header: 'left', accentName: false, separator: ' · ' },
  technical: { header: 'left', accentName: true, separator: ' | ' },
  banner: { header: 'band', accentName: false, separator: ' · ' },
  timeline: { header: 'left', accentName: true, separator: ' · ' },
  ledger: { header: 'center', accentName: false, separator: ' · ' },
};

const FONT_STACKS: Record<FontFamilyId, string> = {
  inter: "Inter, 'Helvetica Neue', Arial, sans-serif",
  lato: "Lato, 'Helvetica Neue', Arial, sans-serif",
  'source-serif-4': "'Source Serif 4', Georgia, 'Times New Roman', serif",
};

export interface LetterPreviewModel {
  view: LetterView;
  style: LetterheadStyle;
  fontStack: string;
}

/**
 * What the preview draws: the same view of the letter every export renders from (letterhead of
 * the resume, date, recipient, subject, greeting, body, closing, signature), in the resume's
 * template style. Without a resume (deleted since), the signature's name heads the letter.
 */
export function letterPreviewModel(
  title: string,
  content: LetterContent,
  resume: ResumeDetail | undefined,
): LetterPreviewModel {
  const view = buildLetterView({ title, content, resume: resume?.document ?? null });
  return {
    view,
    style: STYLES[view.templateId],
    fontStack: FONT_STACKS[view.design.fontFamily],
  };
}
