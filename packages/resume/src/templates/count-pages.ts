const PAGE_OBJECT = /\/Type\s*\/Page(?![a-zA-Z])/g;

/** Page objects in a PDF written by react-pdf, whose object dictionaries are not compressed. */
export function countPdfPages(bytes: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(bytes);
  return text.match(PAGE_OBJECT)?.length ?? 0;
}
