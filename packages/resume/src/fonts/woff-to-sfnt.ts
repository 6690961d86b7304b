/** Inflates a zlib stream (with its two-byte header), e.g. node:zlib's inflateSync. */
export type Inflate = (compressed: Uint8Array) => Uint8Array;

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * Unpacks a WOFF 1.0 file into the TrueType/OpenType font it wraps. fontkit reads WOFF by
 * inflating a table every time it is read, which dominates render time when a document's fonts
 * are subset on every render; the unpacked font is read directly.
 */
export function woffToSfnt(woff: Uint8Array, inflate: Inflate): Uint8Array {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.getUint32(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 font');
  const flavor = input.getUint32(4);
  const numTables = input.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = input.getUint32(at + 4);
    const compLength = input.getUint32(at + 8);
    const origLength = input.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: input.getUint32(at),
      checksum: input.getUint32(at + 16),
      data: compLength < origLength ? inflate(raw) : raw,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  let size = SFNT_HEADER + numTables * SFNT_ENTRY;
  for (const table of tables) size += padded(table.data.length);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(numTables));
  view.setUint32(0, flavor);
  view.setUint16(4, numTables);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, numTables * 16 - power * 16);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    view.setUint32(at, table.tag);
    view.setUint32(at + 4, table.checksum);
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return out;
}
