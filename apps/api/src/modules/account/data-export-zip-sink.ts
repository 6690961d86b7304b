import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Where the finished ZIP's bytes go, a part at a time, in order. */
export type WritePart = (seq: number, bytes: Uint8Array) => Promise<void>;

/** Bytes gathered before a part is written: big enough for few rows, small enough to hold. */
const PART_BYTES = 1024 * 1024;
/** Text is pushed into the compressor in slices, so one large file never blocks for long. */
const SLICE_BYTES = 256 * 1024;

export interface ZipSink {
  /** Adds one file; `compress: false` for files already compressed (PDFs). */
  add(name: string, content: Uint8Array | string, options?: { compress?: boolean }): Promise<void>;
  /** Adds one file written in pieces (a large JSON array), without building it whole. */
  addPieces(name: string, pieces: AsyncIterable<string>): Promise<void>;
  /** Ends the archive, writes the last part and answers the ZIP's size. */
  finish(): Promise<number>;
}

const encoder = new TextEncoder();
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A ZIP written as it is made (fflate's streaming `Zip`): each file is compressed as it is
 * added and the archive's bytes leave in parts of about a megabyte, so a large account is never
 * held whole, neither its files nor the archive. `mtime` is the export's time for every entry.
 */
export function createZipSink(writePart: WritePart, mtime: Date): ZipSink {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  let failure: Error | null = null;
  let ended = false;

  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      return;
    }
    pending.push(chunk);
    pendingBytes += chunk.length;
    size += chunk.length;
    if (final) ended = true;
  });

  async function flush(force: boolean) {
    if (failure) throw failure;
    if (pendingBytes === 0 || (!force && pendingBytes < PART_BYTES)) return;
    const part = new Uint8Array(pendingBytes);
    let at = 0;
    for (const chunk of pending) {
      part.set(chunk, at);
      at += chunk.length;
    }
    pending = [];
    pendingBytes = 0;
    await writePart(seq++, part);
  }

  async function pushSliced(file: ZipDeflate | ZipPassThrough, bytes: Uint8Array, last: boolean) {
    if (bytes.length === 0) {
      if (last) file.push(bytes, true);
      return;
    }
    for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
      const end = Math.min(at + SLICE_BYTES, bytes.length);
      file.push(bytes.subarray(at, end), last && end === bytes.length);
      await flush(false);
      await yieldToEventLoop();
    }
  }

  return {
    async add(name, content, { compress = true } = {}) {
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      file.mtime = mtime;
      zip.add(file);
      await pushSliced(file, typeof content === 'string' ? encoder.encode(content) : content, true);
    },
    async addPieces(name, pieces) {
      const file = new ZipDeflate(name, { level: 6 });
      file.mtime = mtime;
      zip.add(file);
      for await (const piece of pieces) await pushSliced(file, encoder.encode(piece), false);
      file.push(new Uint8Array(0), true);
      await flush(false);
    },
    async finish() {
      zip.end();
      if (!ended && !failure) throw new Error('the ZIP did not end');
      await flush(true);
      return size;
    },
  };
}
