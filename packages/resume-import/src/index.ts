import { readDocxLines } from './docx-lines.ts';
import { linkedInFileOf, readLinkedInExport } from './linkedin-export.ts';
import { readPdfLines } from './pdf-lines.ts';
import { DEFAULT_ZIP_LIMITS, safeUnzip, type ZipLimits } from './safe-unzip.ts';
import type { SourceLine } from './source-line.ts';
import { structure, type FoundSection, type NotPlacedLine } from './structure.ts';
import type { Resume } from '@resumio/resume-model';

export type { SourceLine } from './source-line.ts';
export type { FoundSection, NotPlacedLine } from './structure.ts';
export type { SectionKind } from './sections.ts';
export { findDates, parseOneDate } from './dates.ts';
export { readDocxLines } from './docx-lines.ts';
export { readPdfLines } from './pdf-lines.ts';
export { structure } from './structure.ts';
export { parseCsv, readCsvRecords } from './csv.ts';
export { readLinkedInExport } from './linkedin-export.ts';
export { DEFAULT_ZIP_LIMITS, safeUnzip, type ZipLimits } from './safe-unzip.ts';

/** `linkedin`: the ZIP of CSV files LinkedIn mails on request ("Get a copy of your data"). */
export type ImportFormat = 'pdf' | 'docx' | 'linkedin';

export interface ImportLimits {
  /** Pages read at most; a longer PDF is refused. */
  maxPages: number;
  /** What a ZIP (DOCX or LinkedIn export) may unpack to; a bomb is refused before inflating. */
  zip?: ZipLimits;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = { maxPages: 20, zip: DEFAULT_ZIP_LIMITS };

export type ImportOutcome =
  | {
      kind: 'parsed';
      format: ImportFormat;
      pages: number;
      resume: Resume;
      notPlaced: NotPlacedLine[];
      sections: FoundSection[];
      /** Lines of text read from the file, each placed in a field or listed as not placed. */
      lineCount: number;
    }
  /** A scan or a document of pictures: there is no text to read (no OCR). */
  | { kind: 'no-text'; format: ImportFormat; pages: number }
  | { kind: 'encrypted'; format: ImportFormat }
  | { kind: 'too-many-pages'; pages: number; limit: number }
  /** A ZIP past the limits: too many entries, too large unpacked, or compressed too well. */
  | { kind: 'archive-too-large'; format: ImportFormat; reason: 'entries' | 'size' | 'ratio' }
  | { kind: 'unsupported' }
  | { kind: 'unreadable'; format: ImportFormat; message: string };

/** The format of a file from its first bytes, whatever its name says. */
export function sniffFormat(bytes: Uint8Array): ImportFormat | 'ole' | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'docx';
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0)
    return 'ole';
  return undefined;
}

function textChars(lines: SourceLine[]): number {
  return lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
}

/** Reads a PDF or DOCX resume into a JSON Resume document for the user to review. */
export async function parseResumeFile(
  bytes: Uint8Array,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): Promise<ImportOutcome> {
  const format = sniffFormat(bytes);
  try {
    return await parseSniffed(bytes, format, limits);
  } catch {
    // A file damaged past what the readers tolerate (a broken page, a truncated stream).
    return {
      kind: 'unreadable',
      format: format === 'pdf' ? 'pdf' : 'docx',
      message: 'The file could not be read to the end.',
    };
  }
}

async function parseSniffed(
  bytes: Uint8Array,
  format: ReturnType<typeof sniffFormat>,
  limits: ImportLimits,
): Promise<ImportOutcome> {
  if (format === undefined) return { kind: 'unsupported' };
  if (format === 'ole') {
    // A password-protected DOCX is an OLE container holding an "EncryptedPackage" stream.
    const utf16 = new TextDecoder('utf-16le').decode(
      bytes.subarray(0, Math.min(bytes.length, 1 << 20)),
    );
    if (utf16.includes('EncryptedPackage')) return { kind: 'encrypted', format: 'docx' };
    return {
      kind: 'unreadable',
      format: 'docx',
      message: 'This is an old Word (.doc) file. Save it as .docx or PDF and try again.',
    };
  }
  if (format === 'pdf') {
    const read = await readPdfLines(bytes, limits);
    if (read.kind === 'encrypted') return { kind: 'encrypted', format };
    if (read.kind === 'unreadable') return { kind: 'unreadable', format, message: read.message };
    if (read.kind === 'too-many-pages') {
      return { kind: 'too-many-pages', pages: read.pages, limit: limits.maxPages };
    }
    if (textChars(read.lines) < 40) return { kind: 'no-text', format, pages: read.pages };
    return {
      kind: 'parsed',
      format,
      pages: read.pages,
      lineCount: read.lines.length,
      ...structure(read.lines, { links: read.links }),
    };
  }
  // A ZIP: a Word document, or a LinkedIn data export, told apart by the entries it holds.
  const zipLimits = limits.zip ?? DEFAULT_ZIP_LIMITS;
  const listing = safeUnzip(bytes, () => false, zipLimits);
  if (listing.kind === 'files' && !listing.names.includes('word/document.xml')) {
    if (!listing.names.some((n) => linkedInFileOf(n))) return { kind: 'unsupported' };
    const csv = safeUnzip(bytes, (n) => linkedInFileOf(n) !== undefined, zipLimits);
    if (csv.kind === 'too-large') {
      return { kind: 'archive-too-large', format: 'linkedin', reason: csv.reason };
    }
    if (csv.kind === 'unreadable') {
      return { kind: 'unreadable', format: 'linkedin', message: 'The ZIP file could not be read.' };
    }
    const linkedIn = readLinkedInExport(csv.files);
    if (linkedIn.lineCount === 0) return { kind: 'no-text', format: 'linkedin', pages: 0 };
    return { kind: 'parsed', format: 'linkedin', pages: 0, ...linkedIn };
  }
  if (listing.kind === 'too-large') {
    return { kind: 'archive-too-large', format: 'docx', reason: listing.reason };
  }
  const read = readDocxLines(bytes, zipLimits);
  if (read.kind === 'too-large') {
    return { kind: 'archive-too-large', format: 'docx', reason: read.reason };
  }
  if (read.kind === 'encrypted') return { kind: 'encrypted', format };
  if (read.kind === 'unreadable') return { kind: 'unreadable', format, message: read.message };
  if (textChars(read.lines) < 40) return { kind: 'no-text', format, pages: read.pages };
  return {
    kind: 'parsed',
    format,
    pages: read.pages,
    lineCount: read.lines.length,
    ...structure(read.lines),
  };
}
