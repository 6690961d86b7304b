import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressDocument, pickEncoding } from '../../src/lib/compressed-document.ts';

const doc = compressDocument('<!doctype html>' + '<p>Résumé</p>'.repeat(200));

describe('compressed documents', () => {
  it('prefers brotli, then gzip, then the document itself', () => {
    expect(pickEncoding(doc, 'gzip, deflate, br').encoding).toBe('br');
    expect(pickEncoding(doc, 'gzip').encoding).toBe('gzip');
    expect(pickEncoding(doc, undefined).encoding).toBeUndefined();
    expect(pickEncoding(doc, 'br;q=0, gzip;q=0.5').encoding).toBe('gzip');
  });

  it('round-trips every representation', () => {
    const text = doc.identity.toString('utf8');
    expect(brotliDecompressSync(pickEncoding(doc, 'br').body).toString('utf8')).toBe(text);
    expect(gunzipSync(pickEncoding(doc, 'gzip').body).toString('utf8')).toBe(text);
    expect(doc.br.length).toBeLessThan(doc.identity.length / 5);
  });
});
