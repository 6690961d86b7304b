import {
  buildResumeView,
  MIN_FONT_SIZE,
  RENDER_LIMITS,
  type Resume,
  resolveSettings,
} from '@resumio/resume';

// Page sizes in PDF points, and fit-to-one-page's floors for leading and margins.
const PAGE_SIZES = { A4: { width: 595.28, height: 841.89 }, Letter: { width: 612, height: 792 } };
const FIT_LINE_HEIGHT = 1.15;
const FIT_MARGIN = 24;

/**
 * About how many pages the document fills, from its displayed text and design, in a few
 * milliseconds even for the largest document the model accepts. Every text block is counted as
 * full-width lines at an average character width on the wide side, with no space between
 * blocks, so the estimate runs short of the real count (sidebars and spacing only add pages):
 * a document estimated over the page cap is over it.
 */
export function estimatePages(document: Resume): number {
  const { design } = resolveSettings(document);
  const fit = design.fitToOnePage;
  // Fit-to-one-page may shrink everything down to the floors before giving up.
  const fontSize = fit ? Math.min(design.fontSize, MIN_FONT_SIZE) : design.fontSize;
  const lineHeight = fit ? Math.min(design.lineHeight, FIT_LINE_HEIGHT) : design.lineHeight;
  const marginX = fit ? Math.min(design.margins.horizontal, FIT_MARGIN) : design.margins.horizontal;
  const marginY = fit ? Math.min(design.margins.vertical, FIT_MARGIN) : design.margins.vertical;
  const page = PAGE_SIZES[design.pageSize];
  const charsPerLine = (page.width - 2 * marginX) / (fontSize * RENDER_LIMITS.averageCharWidthEm);
  const linesPerPage = (page.height - 2 * marginY) / (fontSize * lineHeight);
  const lines = (text: string) => (text ? Math.ceil(text.length / charsPerLine) : 0);
  const sum = (texts: string[]) => texts.reduce((total, text) => total + lines(text), 0);

  const view = buildResumeView(document);
  let total =
    lines(view.name) + lines(view.label) + lines(view.contacts.map((c) => c.text).join('  '));
  for (const section of view.sections) {
    total += lines(section.title) + sum(section.paragraphs);
    for (const entry of section.entries) {
      total += lines([entry.title, entry.subtitle, entry.date, entry.location].join('  '));
      total +=
        lines(entry.note) + sum(entry.summary) + sum(entry.bullets) + lines(entry.tags.join(', '));
    }
  }
  return total / linesPerPage;
}
