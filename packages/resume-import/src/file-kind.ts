import { linkedInFileOf } from './linkedin-export.ts';
import { safeUnzip } from './safe-unzip.ts';

/**
 * What an uploaded file is, from its first bytes and (for a ZIP) the names in its directory,
 * without reading any content. Light enough for the API thread: no pdf.js, nothing inflated.
 * Used when an original file is kept, so only the kinds the importer reads are stored.
 */
export function importFileKind(bytes: Uint8Array): 'pdf' | 'docx' | 'linkedin' | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return undefined;
  const listing = safeUnzip(bytes, () => false);
  if (listing.kind !== 'files') return undefined;
  if (listing.names.includes('word/document.xml')) return 'docx';
  return listing.names.some((n) => linkedInFileOf(n)) ? 'linkedin' : undefined;
}
