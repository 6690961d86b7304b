const PAGE_OBJECT = Array.from('/Type /Page', (c) => c.charCodeAt(0));

function isLetter(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122));
}

/**
 * Page objects in a PDF written by react-pdf, whose object dictionaries are not compressed
 * and read `/Type /Page` (the page tree node reads `/Type /Pages`). Scans the bytes rather
 * than decoding the whole file to a string.
 */
export function countPdfPages(bytes: Uint8Array): number {
  let count = 0;
  const last = bytes.length - PAGE_OBJECT.length;
  for (
    let at = bytes.indexOf(PAGE_OBJECT[0]!);
    at !== -1 && at <= last;
    at = bytes.indexOf(PAGE_OBJECT[0]!, at + 1)
  ) {
    let matches = true;
    for (let i = 1; i < PAGE_OBJECT.length; i++) {
      if (bytes[at + i] !== PAGE_OBJECT[i]) {
        matches = false;
        break;
      }
    }
    if (matches && !isLetter(bytes[at + PAGE_OBJECT.length])) count += 1;
  }
  return count;
}
