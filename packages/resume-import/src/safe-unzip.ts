import { unzipSync } from 'fflate';

/**
 * Limits on what a ZIP (a LinkedIn export, a DOCX) may unpack to. The upload is at most 10 MB,
 * but deflate reaches ratios past 1000:1, so a small file could otherwise fill the compute
 * thread's heap. fflate inflates each entry into a buffer of the size the directory declares and
 * writes nothing past it, so checking the declared sizes before inflating bounds the memory.
 */
export interface ZipLimits {
  /** Entries in the archive at most (a LinkedIn export holds some 40 to 90). */
  maxEntries: number;
  /** Bytes the entries that are read may unpack to, together. */
  maxTotalBytes: number;
  /** Unpacked size over packed size for one entry (text compresses about 3–10 times). */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 64 * 1024 * 1024,
  maxRatio: 200,
};

export type SafeUnzipResult =
  | { kind: 'files'; files: Record<string, Uint8Array>; names: string[] }
  | { kind: 'too-large'; reason: 'entries' | 'size' | 'ratio' }
  | { kind: 'unreadable' };

class ZipLimitError extends Error {
  constructor(readonly reason: 'entries' | 'size' | 'ratio') {
    super(reason);
  }
}

/**
 * Unpacks the entries `want` accepts, refusing an archive past the limits before any of its
 * entries is inflated. `names` lists every entry of the archive, read or not.
 */
export function safeUnzip(
  bytes: Uint8Array,
  want: (name: string) => boolean,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): SafeUnzipResult {
  const names: string[] = [];
  let total = 0;
  try {
    // A first pass over the central directory only (the filter reads nothing), so that a bomb
    // is refused as a whole rather than after some of its entries were inflated.
    unzipSync(bytes, {
      filter: (f) => {
        names.push(f.name);
        if (names.length > limits.maxEntries) throw new ZipLimitError('entries');
        if (!want(f.name)) return false;
        total += f.originalSize;
        if (total > limits.maxTotalBytes) throw new ZipLimitError('size');
        if (f.originalSize > 1024 * 1024 && f.originalSize > f.size * limits.maxRatio) {
          throw new ZipLimitError('ratio');
        }
        return false;
      },
    });
    const files = unzipSync(bytes, { filter: (f) => want(f.name) });
    return { kind: 'files', files, names };
  } catch (err) {
    if (err instanceof ZipLimitError) return { kind: 'too-large', reason: err.reason };
    return { kind: 'unreadable' };
  }
}
