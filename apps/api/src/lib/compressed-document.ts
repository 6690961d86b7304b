import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CompressedDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Compresses a document that is served unchanged for the life of the process, once. */
export function compressDocument(text: string): CompressedDocument {
  const identity = Buffer.from(text, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The smallest representation the client accepts (q=0 means refused). */
export function pickEncoding(
  document: CompressedDocument,
  acceptEncoding: string | undefined,
): { encoding: 'br' | 'gzip' | undefined; body: Buffer } {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0+)?$/.test(q.trim()))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return { encoding: 'br', body: document.br };
  if (accepted.has('gzip')) return { encoding: 'gzip', body: document.gzip };
  return { encoding: undefined, body: document.identity };
}
