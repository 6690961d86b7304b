import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importFileKind } from './file-kind.ts';

describe('the kind of an uploaded file, from its bytes', () => {
  it('tells a PDF, a DOCX and a LinkedIn export apart, whatever their names', () => {
    expect(importFileKind(strToU8('%PDF-1.7\n…'))).toBe('pdf');
    expect(importFileKind(zipSync({ 'word/document.xml': strToU8('<w:document/>') }))).toBe('docx');
    expect(importFileKind(zipSync({ 'export/Positions.csv': strToU8('Title\r\n') }))).toBe(
      'linkedin',
    );
  });

  it('knows nothing else: text, a ZIP of other files, a damaged ZIP', () => {
    expect(importFileKind(strToU8('just text'))).toBeUndefined();
    expect(importFileKind(zipSync({ 'a.txt': strToU8('a') }))).toBeUndefined();
    expect(importFileKind(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]))).toBeUndefined();
  });
});
