// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- pdf.js ships no types for its worker module; the API compiles this file too and needs the declaration with it
/// <reference path="./pdf-worker.d.ts" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { makeLine, type SourceLine } from './source-line.ts';

// Without a browser worker, pdf.js parses in this thread through its "fake worker", which it
// imports on the first document read: seconds on a busy machine, counted in that read's time
// limit (and a thread ended for it loads it again). Loaded with this module instead, it is paid
// for when a compute thread starts, before any job.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfWorker;

const require = createRequire(import.meta.url);
// Only read if a PDF uses one of the 14 standard fonts without embedding it; shipped in the package.
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

function isTextItem(item: unknown): item is TextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/** A link annotation's target (contacts are often only there: an icon or a word linked). */
export interface PdfLink {
  url: string;
  /** In the top quarter of the first page, where a resume's own contacts stand. */
  top: boolean;
}

/** A run of text on one baseline with no wide gap inside. */
interface Fragment {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  boldChars: number;
  chars: number;
}

export type PdfLinesResult =
  | { kind: 'lines'; lines: SourceLine[]; pages: number; links: PdfLink[] }
  | { kind: 'encrypted' }
  | { kind: 'unreadable'; message: string }
  | { kind: 'too-many-pages'; pages: number };

function fragmentsOf(items: TextItem[], boldFonts: Set<string>): Fragment[] {
  const pieces = items
    .filter((i) => i.str.trim() !== '' && Math.abs(i.transform[1] ?? 0) < 0.01)
    .map((i) => {
      const size = Math.hypot(i.transform[2] ?? 0, i.transform[3] ?? 0) || 10;
      return {
        str: i.str,
        x: i.transform[4] ?? 0,
        y: i.transform[5] ?? 0,
        w: i.width,
        size,
        bold: boldFonts.has(i.fontName),
      };
    });
  // Rows: pieces whose baselines are within half a font size of each other.
  pieces.sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: (typeof pieces)[] = [];
  for (const piece of pieces) {
    const row = rows.find(
      (r) => Math.abs(r[0]!.y - piece.y) < Math.min(r[0]!.size, piece.size) * 0.45,
    );
    if (row) row.push(piece);
    else rows.push([piece]);
  }
  const fragments: Fragment[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: Fragment | undefined;
    for (const p of row) {
      const gap = current ? p.x - current.x1 : Infinity;
      const size = Math.max(p.size, current?.size ?? 0);
      if (current && gap < size * 1.2) {
        const joiner =
          gap > size * 0.15 && !/\s$/.test(current.text) && !/^\s/.test(p.str) ? ' ' : '';
        current.text += joiner + p.str;
        current.x1 = Math.max(current.x1, p.x + p.w);
        current.size = size;
        current.chars += p.str.length;
        if (p.bold) current.boldChars += p.str.length;
      } else {
        current = {
          text: p.str,
          x0: p.x,
          x1: p.x + p.w,
          y: row[0]!.y,
          size: p.size,
          chars: p.str.length,
          boldChars: p.bold ? p.str.length : 0,
        };
        fragments.push(current);
      }
    }
  }
  return fragments;
}

/**
 * The x of the gap between two columns, if the page has them: a vertical band most fragments
 * stay clear of, with plenty of text on both sides at the same heights, that is not just a
 * column of dates printed on the right.
 */
function findGutter(fragments: Fragment[], pageWidth: number): number | undefined {
  if (fragments.length < 12) return undefined;
  let best: { x: number; score: number } | undefined;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += 2) {
    let cross = 0;
    const left: Fragment[] = [];
    const right: Fragment[] = [];
    for (const f of fragments) {
      if (f.x1 <= x - 3) left.push(f);
      else if (f.x0 >= x + 3) right.push(f);
      else cross += 1;
    }
    if (cross > Math.max(2, fragments.length * 0.06)) continue;
    if (left.length < 5 || right.length < 5) continue;
    const rightDates = right.filter((f) => f.text.length < 30 && /\d/.test(f.text)).length;
    if (rightDates > right.length * 0.5) continue;
    const leftDates = left.filter((f) => f.text.length < 30 && /\d/.test(f.text)).length;
    if (leftDates > left.length * 0.6) continue;
    const span = (fs: Fragment[]) => [
      Math.min(...fs.map((f) => f.y)),
      Math.max(...fs.map((f) => f.y)),
    ];
    const [l0, l1] = span(left);
    const [r0, r1] = span(right);
    const overlap = Math.min(l1!, r1!) - Math.max(l0!, r0!);
    if (overlap < Math.min(l1! - l0!, r1! - r0!) * 0.5) continue;
    const score = Math.min(left.length, right.length) - cross * 3;
    if (!best || score > best.score) best = { x, score };
  }
  return best?.x;
}

/** Lines of one column (or of the page), top to bottom, pieces of a line left to right. */
function linesOf(fragments: Fragment[], page: number): SourceLine[] {
  const sorted = [...fragments].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const groups: Fragment[][] = [];
  for (const f of sorted) {
    const last = groups[groups.length - 1];
    if (last && Math.abs(last[0]!.y - f.y) < Math.min(last[0]!.size, f.size) * 0.45) last.push(f);
    else groups.push([f]);
  }
  const lines: SourceLine[] = [];
  for (const group of groups) {
    group.sort((a, b) => a.x0 - b.x0);
    const chars = group.reduce((n, f) => n + f.chars, 0);
    const bold = group.reduce((n, f) => n + f.boldChars, 0);
    const line = makeLine(
      group.map((f) => f.text),
      { size: Math.max(...group.map((f) => f.size)), bold: bold > chars / 2, page },
    );
    if (line) lines.push(line);
  }
  return lines;
}

/** Reading order: full-width lines where they stand, and between them the left column first. */
function orderPage(fragments: Fragment[], pageWidth: number, page: number): SourceLine[] {
  const gutter = findGutter(fragments, pageWidth);
  if (gutter === undefined) return linesOf(fragments, page);
  const spanning = fragments.filter((f) => f.x0 < gutter - 3 && f.x1 > gutter + 3);
  const breaks = [...new Set(spanning.map((f) => f.y))].sort((a, b) => b - a);
  const out: SourceLine[] = [];
  let top = Infinity;
  for (const y of [...breaks, -Infinity]) {
    const inBand = fragments.filter(
      (f) => f.y < top && f.y > y && !(f.x0 < gutter - 3 && f.x1 > gutter + 3),
    );
    const leftMain = gutter >= pageWidth / 2;
    for (const l of linesOf(
      inBand.filter((f) => f.x1 <= gutter + 3),
      page,
    )) {
      out.push({ ...l, column: { side: 'left', main: leftMain } });
    }
    for (const l of linesOf(
      inBand.filter((f) => f.x1 > gutter + 3),
      page,
    )) {
      out.push({ ...l, column: { side: 'right', main: !leftMain } });
    }
    if (y !== -Infinity)
      out.push(
        ...linesOf(
          spanning.filter((f) => f.y === y),
          page,
        ),
      );
    top = y;
  }
  return out;
}

async function boldFontsOf(
  page: {
    getOperatorList(): Promise<unknown>;
    commonObjs: { get(id: string): unknown };
  },
  fontNames: Set<string>,
): Promise<Set<string>> {
  const bold = new Set<string>();
  try {
    await page.getOperatorList();
  } catch {
    return bold;
  }
  for (const id of fontNames) {
    try {
      const font = page.commonObjs.get(id) as { name?: string; bold?: boolean } | undefined;
      if (font?.bold || /bold|black|heavy|semibold|demi|,B$|-B$|medium/i.test(font?.name ?? '')) {
        bold.add(id);
      }
    } catch {
      // A font pdf.js could not load: its text still counts, as regular.
    }
  }
  return bold;
}

/** A PDF's text lines in reading order, or why there are none. */
export async function readPdfLines(
  bytes: Uint8Array,
  limits: { maxPages: number },
): Promise<PdfLinesResult> {
  const task = getDocument({
    data: bytes.slice(),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let pdf;
  try {
    pdf = await task.promise;
  } catch (err) {
    await task.destroy();
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException') return { kind: 'encrypted' };
    return { kind: 'unreadable', message: 'The file is not a readable PDF.' };
  }
  try {
    if (pdf.numPages > limits.maxPages) return { kind: 'too-many-pages', pages: pdf.numPages };
    const lines: SourceLine[] = [];
    const links: PdfLink[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const [, , , height] = page.view as [number, number, number, number];
      try {
        for (const a of (await page.getAnnotations()) as {
          subtype?: string;
          url?: string;
          unsafeUrl?: string;
          rect?: number[];
        }[]) {
          const url = a.url ?? a.unsafeUrl;
          if (a.subtype !== 'Link' || typeof url !== 'string' || url.length > 2048) continue;
          links.push({ url, top: n === 1 && (a.rect?.[1] ?? 0) > height * 0.75 });
        }
      } catch {
        // Damaged annotations: the text still counts.
      }
      const content = await page.getTextContent();
      const items = (content.items as unknown[]).filter(isTextItem);
      const fonts = new Set(items.map((i) => i.fontName));
      const bold = await boldFontsOf(page as never, fonts);
      const [, , width] = page.view as [number, number, number, number];
      lines.push(...orderPage(fragmentsOf(items, bold), width, n));
      page.cleanup();
    }
    return { kind: 'lines', lines, pages: pdf.numPages, links };
  } finally {
    await task.destroy();
  }
}
