// Renderers and the read-back check. The PDF renderer and the check run on Node (fonts from
// node_modules, pdf.js legacy build); HTML, Markdown, text and JSON are plain string builders.
export { renderDocx } from './docx/render-docx.ts';
export { escapeHtml } from './html/escape-html.ts';
export { renderHtml } from './html/render-html.ts';
export { renderJsonResume } from './json/render-json-resume.ts';
export { escapeMarkdown } from './markdown/escape-markdown.ts';
export { renderMarkdown } from './markdown/render-markdown.ts';
export { countPdfPages } from '../templates/count-pages.ts';
export { fontFilePath, nodeFontResolver } from './pdf/node-font-resolver.ts';
export { warmUpPdfEngine } from './pdf/warm-up.ts';
export {
  type RenderPdfOptions,
  type RenderedPdf,
  renderPdf,
  renderPdfDocument,
} from './pdf/render-pdf.ts';
export { type PageImage, rasterizePdf } from './raster/rasterize-pdf.ts';
export { type ReadbackResult, checkReadback } from './readback/check-readback.ts';
export { type PdfPageText, type PdfText, extractPdfText } from './readback/extract-pdf-text.ts';
export { renderText } from './text/render-text.ts';
export { type ResumeFileName, resumeFileName, titledFileName } from '../util/file-name.ts';
export { renderLetterDocx } from '../letter/render-letter-docx.ts';
export { renderLetterMarkdown } from '../letter/render-letter-markdown.ts';
export { type RenderedLetterPdf, renderLetterPdf } from '../letter/render-letter-pdf.ts';
export { renderLetterText } from '../letter/render-letter-text.ts';
