export {
  FONT_FILES,
  type FontFile,
  type FontResolver,
  fontFamilyChain,
  fontFilesFor,
  fontFilesForChain,
} from '../fonts/font-files.ts';
export { type FontLoader, preloadFonts, registerFonts } from '../fonts/register-fonts.ts';
export { type Inflate, woffToSfnt } from '../fonts/woff-to-sfnt.ts';
export { BannerTemplate } from './banner.ts';
export { ClassicTemplate } from './classic.ts';
export { ExecutiveTemplate } from './executive.ts';
export { LedgerTemplate } from './ledger.ts';
export { MinimalTemplate } from './minimal.ts';
export { ModernTemplate } from './modern.ts';
export type { TemplateProps } from './parts/resume-layout.ts';
export { countPdfPages } from './count-pages.ts';
export { type Fitted, fitToOnePage } from './fit-to-page.ts';
export { ResumePdf } from './resume-pdf.ts';
export { FIT_FLOORS, fitScales, minimumScale, scaleDesign } from './scale-design.ts';
export { TechnicalTemplate } from './technical.ts';
export { TEMPLATE_COMPONENTS } from './template-components.ts';
export { TEMPLATE_THEMES } from './template-themes.ts';
export { LetterPdf } from '../letter/letter-pdf.ts';
export type { TemplateTheme } from './theme.ts';
export { TimelineTemplate } from './timeline.ts';
export { type Tokens, designTokens } from './tokens.ts';
