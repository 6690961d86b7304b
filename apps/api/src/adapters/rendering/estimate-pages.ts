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
/** Where the layout engine breaks a line on its own (U+2028 and the like it draws on one line). */
const LINE_BREAK = /\r\n|\n|\r/;

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
  // A line break inside a bullet starts a new line whatever the width: a bullet of 30 short
  // lines fills 30 lines, not the one its characters would (9 pages rendered, 0.3 estimated).
  // Every other character counts, spaces of any kind (U+00A0, U+2003…) included.
  const lines = (text: string) => {
    if (!text) return 0;
    let total = 0;
    for (const line of text.split(LINE_BREAK)) {
      total += Math.max(1, Math.ceil(line.length / charsPerLine));
    }
    return total;
  };
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
