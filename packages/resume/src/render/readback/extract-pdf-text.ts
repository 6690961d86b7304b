import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
// Only used if a PDF references the 14 standard fonts; ours embed everything.
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PdfPageText {
  /** The page's text in content-stream order, one line per text line. */
  text: string;
  lines: string[];
}

export interface PdfText {
  pages: PdfPageText[];
  /** All pages joined with newlines. */
  text: string;
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL: boolean;
}

function isTextItem(item: unknown): item is TextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/**
 * Joins pdf.js text items the way a reader sees them: a new line when the baseline moves, a
 * space where there is a visible gap, nothing where one word was split into several runs
 * (pdf.js starts a new item at every font change, e.g. for a letter from another subset).
 */
function joinItems(items: TextItem[]): string {
  let out = '';
  let lastY: number | undefined;
  let lastEnd = 0;
  for (const item of items) {
    const x = item.transform[4] as number;
    const y = item.transform[5] as number;
    const size = Math.hypot(item.transform[2] as number, item.transform[3] as number) || 10;
    if (item.str !== '') {
      if (lastY !== undefined && Math.abs(y - lastY) > size * 0.4) {
        if (!out.endsWith('\n')) out += '\n';
      } else if (
        lastY !== undefined &&
        x - lastEnd > size * 0.12 &&
        !/\s$/.test(out) &&
        !/^\s/.test(item.str)
      ) {
        out += ' ';
      }
      out += item.str;
      lastY = y;
      lastEnd = x + item.width;
    }
    if (item.hasEOL && !out.endsWith('\n')) out += '\n';
  }
  return out;
}

export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  const task = getDocument({
    // pdf.js may take ownership of the buffer it is given; the caller keeps theirs.
    data: bytes.slice(),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const pdf = await task.promise;
  try {
    const pages: PdfPageText[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = joinItems((content.items as unknown[]).filter(isTextItem)).normalize('NFC');
      pages.push({
        text,
        lines: text
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
      });
      page.cleanup();
    }
    return { pages, text: pages.map((p) => p.text).join('\n') };
  } finally {
    await task.destroy();
  }
}
