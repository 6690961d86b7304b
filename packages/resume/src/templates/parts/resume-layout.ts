import { createElement as h } from 'react';
import type { Design } from '../../model/design.ts';
import type { Resume } from '../../model/resume.ts';
import { buildResumeView } from '../../view/build-resume-view.ts';
import type { RenderContext, TemplateTheme } from '../theme.ts';
import { designTokens } from '../tokens.ts';
import { createStyles } from './create-styles.ts';
import { PdfDocument } from './pdf-document.ts';
import { ResumeHeader } from './resume-header.ts';
import { sectionBlocks } from './section-blocks.ts';

export interface TemplateProps {
  resume: Resume;
  /** The design to draw with; fit-to-one-page passes a scaled-down copy. */
  design: Design;
}

/**
 * The page structure every template shares: header, then sections in one reading order.
 * Anything beside the content column (dates, labels) is drawn before the text it sits next
 * to, so the content stream reads like the page.
 */
export function ResumeLayout({ resume, design, theme }: TemplateProps & { theme: TemplateTheme }) {
  const view = buildResumeView(resume);
  // Every string drawn (section titles and dates included), to pick the font subsets it needs.
  const t = designTokens(design, JSON.stringify(view), view.metadata.language);
  const ctx: RenderContext = { t, theme, s: createStyles(t, theme) };
  return h(
    PdfDocument,
    { metadata: view.metadata, ctx },
    h(ResumeHeader, { view, ctx }),
    ...view.sections.flatMap((section) => sectionBlocks(section, ctx)),
  );
}
