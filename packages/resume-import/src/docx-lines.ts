import { DEFAULT_ZIP_LIMITS, safeUnzip, type ZipLimits } from './safe-unzip.ts';
import { knownSection } from './sections.ts';
import { cleanText, makeLine, type SourceLine } from './source-line.ts';

export type DocxLinesResult =
  | { kind: 'lines'; lines: SourceLine[]; pages: number; images: number }
  | { kind: 'encrypted' }
  | { kind: 'too-large'; reason: 'entries' | 'size' | 'ratio' }
  | { kind: 'unreadable'; message: string };

const TOKEN = /<(\/?)([\w:]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;

function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(attrs);
  return m?.[1];
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');
}

interface StyleInfo {
  size?: number;
  bold?: boolean;
  basedOn?: string;
  heading: boolean;
}

function readStyles(xml: string | undefined): {
  styles: Map<string, StyleInfo>;
  defaultSize: number;
} {
  const styles = new Map<string, StyleInfo>();
  let defaultSize = 11;
  if (!xml) return { styles, defaultSize };
  const defaults = /<w:docDefaults>[\s\S]*?<\/w:docDefaults>/.exec(xml)?.[0] ?? '';
  const defSz = /<w:sz\s+w:val="(\d+)"/.exec(defaults);
  if (defSz) defaultSize = Number(defSz[1]) / 2;
  for (const m of xml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    const id = attr(m[1]!, 'w:styleId');
    if (!id) continue;
    const body = m[2]!;
    const name = /<w:name\s+w:val="([^"]*)"/.exec(body)?.[1] ?? '';
    const sz = /<w:sz\s+w:val="(\d+)"/.exec(body);
    const b = /<w:b(?:\s+w:val="([^"]*)")?\s*\/>/.exec(body);
    styles.set(id, {
      ...(sz ? { size: Number(sz[1]) / 2 } : {}),
      ...(b ? { bold: b[1] === undefined || !/^(0|false|off)$/.test(b[1]) } : {}),
      ...(/<w:basedOn\s+w:val="([^"]*)"/.exec(body)
        ? { basedOn: /<w:basedOn\s+w:val="([^"]*)"/.exec(body)![1] }
        : {}),
      heading:
        /^(heading|title|überschrift|titre|titulo|título|заголовок)/i.test(name) ||
        /^(heading|title|berschrift)/i.test(id),
    });
  }
  return { styles, defaultSize };
}

function resolveStyle(
  styles: Map<string, StyleInfo>,
  id: string | undefined,
): { size?: number; bold?: boolean; heading: boolean } {
  let size: number | undefined;
  let bold: boolean | undefined;
  let heading = false;
  for (let n = 0, cur = id; cur && n < 10; n += 1) {
    const s = styles.get(cur);
    if (!s) break;
    size ??= s.size;
    bold ??= s.bold;
    heading ||= s.heading;
    cur = s.basedOn;
  }
  return { size, bold, heading };
}

interface Run {
  text: string;
  size?: number;
  bold?: boolean;
}

interface Paragraph {
  style?: string;
  list: boolean;
  runs: Run[];
  pSize?: number;
  pBold?: boolean;
}

interface Cell {
  paragraphs: SourceLine[];
}

/**
 * A DOCX file's lines from its document XML: paragraphs (those in text boxes and table cells
 * too) with their size, weight, heading style and list marks. Text boxes stored twice (the
 * drawing and its VML fallback) are read once. In a table row whose first cell holds one short
 * line (a date column), that line leads the first line of the next cell.
 */
export function readDocxLines(
  bytes: Uint8Array,
  zipLimits: ZipLimits = DEFAULT_ZIP_LIMITS,
): DocxLinesResult {
  // Images are only counted from the listing (a document of pictures is a scan), never inflated.
  const unzipped = safeUnzip(
    bytes,
    (name) => name === 'word/document.xml' || name === 'word/styles.xml',
    zipLimits,
  );
  if (unzipped.kind === 'too-large') return unzipped;
  if (unzipped.kind !== 'files') {
    // Office files protected by a password are not ZIPs but OLE containers.
    if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
      return { kind: 'encrypted' };
    }
    return { kind: 'unreadable', message: 'The file is not a readable Word document.' };
  }
  const files = unzipped.files;
  const documentXml = files['word/document.xml'];
  if (!documentXml) {
    return { kind: 'unreadable', message: 'The file is not a Word document (no document.xml).' };
  }
  const decoder = new TextDecoder();
  const xml = decoder.decode(documentXml);
  const styleXml = files['word/styles.xml'];
  const { styles, defaultSize } = readStyles(styleXml ? decoder.decode(styleXml) : undefined);
  const images = unzipped.names.filter((n) => n.startsWith('word/media/')).length;

  const lines: SourceLine[] = [];
  const paragraphs: Paragraph[] = [];
  // Table nesting: each table is a list of rows, each row a list of cells.
  const tables: Cell[][][] = [];
  let skipDepth = 0;
  let inRPr = false;
  let inPPr = false;
  let run: Run | undefined;
  let lastTag = '';

  const emit = (line: SourceLine) => {
    const table = tables[tables.length - 1];
    const row = table?.[table.length - 1];
    const cell = row?.[row.length - 1];
    if (cell) cell.paragraphs.push(line);
    else lines.push(line);
  };

  const endParagraph = (p: Paragraph) => {
    const style = resolveStyle(styles, p.style);
    const text = p.runs.map((r) => r.text).join('');
    const chunks = text.split('\n');
    for (const chunk of chunks) {
      const runsHere = p.runs;
      const size =
        Math.max(...runsHere.map((r) => r.size ?? p.pSize ?? style.size ?? defaultSize), 0) ||
        defaultSize;
      const total = runsHere.reduce((n, r) => n + r.text.trim().length, 0);
      const boldChars = runsHere.reduce(
        (n, r) => n + ((r.bold ?? p.pBold ?? style.bold) ? r.text.trim().length : 0),
        0,
      );
      const line = makeLine(chunk.split('\t'), {
        size,
        bold: total > 0 && boldChars > total / 2,
        page: 1,
        ...(style.heading ? { styledHeading: true } : {}),
        ...(p.list ? { bullet: true } : {}),
      });
      if (line) emit(line);
    }
  };

  for (const m of xml.matchAll(TOKEN)) {
    const [, closing, tag, attrs = '', selfClosing, text] = m;
    if (text !== undefined) {
      if (skipDepth === 0 && run && m.input![m.index! - 1] === '>' && lastTag === 'w:t') {
        run.text += decode(text);
      }
      continue;
    }
    if (tag === 'mc:Fallback') {
      if (closing) skipDepth -= 1;
      else if (!selfClosing) skipDepth += 1;
      continue;
    }
    lastTag = closing ? '' : tag!;
    if (skipDepth > 0) continue;
    const p = paragraphs[paragraphs.length - 1];
    switch (tag) {
      case 'w:p':
        if (closing) {
          const done = paragraphs.pop();
          if (done) endParagraph(done);
        } else if (!selfClosing) paragraphs.push({ list: false, runs: [] });
        break;
      case 'w:pPr':
        inPPr = !closing && !selfClosing;
        break;
      case 'w:rPr':
        inRPr = !closing && !selfClosing;
        break;
      case 'w:pStyle':
        if (p && inPPr && !inRPr) p.style = attr(attrs, 'w:val');
        break;
      case 'w:numPr':
        if (p && inPPr) p.list = true;
        break;
      case 'w:r':
        if (closing) run = undefined;
        else if (!selfClosing && p) {
          run = { text: '' };
          p.runs.push(run);
        }
        break;
      case 'w:b': {
        const val = attr(attrs, 'w:val');
        const on = val === undefined || !/^(0|false|off)$/.test(val);
        if (inRPr && run) run.bold = on;
        else if (inRPr && inPPr && p) p.pBold = on;
        break;
      }
      case 'w:sz': {
        const val = Number(attr(attrs, 'w:val'));
        if (!Number.isFinite(val)) break;
        if (inRPr && run) run.size = val / 2;
        else if (inRPr && inPPr && p) p.pSize = val / 2;
        break;
      }
      case 'w:tab':
        if (run && !inRPr && !inPPr) run.text += '\t';
        break;
      case 'w:br':
      case 'w:cr':
        if (run) run.text += '\n';
        break;
      case 'w:tbl':
        if (closing) {
          const table = tables.pop() ?? [];
          for (const row of table) {
            const cells = row.filter((c) => c.paragraphs.length > 0);
            const [first, second] = cells;
            if (
              first &&
              second &&
              first.paragraphs.length === 1 &&
              first.paragraphs[0]!.text.length <= 40 &&
              !first.paragraphs[0]!.styledHeading &&
              !knownSection(first.paragraphs[0]!.text)
            ) {
              const lead = first.paragraphs[0]!;
              const target = second.paragraphs[0]!;
              second.paragraphs[0] = {
                ...target,
                text: `${lead.text} ${target.text}`,
                parts: [...lead.parts, ...target.parts],
                bold: target.bold,
              };
              first.paragraphs = [];
            }
            for (const cell of cells) for (const line of cell.paragraphs) emit(line);
          }
        } else if (!selfClosing) tables.push([]);
        break;
      case 'w:tr':
        if (!closing && !selfClosing) tables[tables.length - 1]?.push([]);
        break;
      case 'w:tc':
        if (!closing && !selfClosing) {
          const table = tables[tables.length - 1];
          table?.[table.length - 1]?.push({ paragraphs: [] });
        }
        break;
      default:
        break;
    }
  }
  return {
    kind: 'lines',
    lines: lines.map((l) => ({ ...l, text: cleanText(l.text) })),
    pages: 1,
    images,
  };
}
