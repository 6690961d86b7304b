const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  // 'deflate' is the zlib format WOFF uses (two-byte header, then the deflate stream).
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Inflates every compressed table of a WOFF file up front, keyed by the table's offset in the
 * file, so the synchronous `woffToSfnt` can be fed from the browser's asynchronous inflater.
 */
export async function inflateWoffTables(woff: Uint8Array): Promise<Map<number, Uint8Array>> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  const numTables = view.getUint16(12);
  const jobs: Promise<[number, Uint8Array]>[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    if (compLength < origLength) {
      const raw = woff.subarray(offset, offset + compLength);
      jobs.push(inflate(raw).then((data) => [offset, data]));
    }
  }
  return new Map(await Promise.all(jobs));
}
