import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fontFilePath } from '../render/pdf/node-font-resolver.ts';
import { FONT_FILES } from './font-files.ts';
import { woffToSfnt } from './woff-to-sfnt.ts';

describe('woffToSfnt', () => {
  it('unpacks every table of a bundled WOFF into a valid sfnt', () => {
    const file = FONT_FILES.find((f) => f.family === 'lato' && f.subset === 'latin-ext')!;
    const woff = new Uint8Array(readFileSync(fontFilePath(file)));
    const sfnt = woffToSfnt(woff, (data) => inflateSync(data));
    const input = new DataView(woff.buffer, woff.byteOffset);
    const output = new DataView(sfnt.buffer);
    const numTables = input.getUint16(12);
    expect(output.getUint32(0)).toBe(input.getUint32(4));
    expect(output.getUint16(4)).toBe(numTables);
    expect(sfnt.length).toBe(input.getUint32(16));
    for (let i = 0; i < numTables; i += 1) {
      const tag = input.getUint32(44 + i * 20);
      const origLength = input.getUint32(44 + i * 20 + 12);
      expect(output.getUint32(12 + i * 16)).toBe(tag);
      expect(output.getUint32(12 + i * 16 + 12)).toBe(origLength);
    }
  });

  it('rejects files that are not WOFF', () => {
    expect(() => woffToSfnt(new Uint8Array(64), (d) => d)).toThrow('Not a WOFF');
  });
});
