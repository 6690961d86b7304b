import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { FONT_FILES } from '../fonts/font-files.ts';
import { countPdfPages } from '../templates/count-pages.ts';
import { sample } from '../testing/fixtures.ts';
import { readSfnt } from '../render/pdf/node-font-resolver.ts';
import { renderPdfDocument } from '../render/pdf/render-pdf.ts';

interface Position {
  xAdvance: number;
}
interface ShapedRun {
  glyphs: { id: number }[];
  positions: Position[];
  advanceWidth: number;
}
interface Font {
  layout(text: string, features?: object): ShapedRun;
  createSubset(): { encode(): Uint8Array };
}

const latin = () => readSfnt(FONT_FILES[0]!);

/** The PDF without the parts that differ on every render: dates and the file identifier. */
function stable(bytes: Uint8Array): string {
  return Buffer.from(bytes)
    .toString('latin1')
    .replace(/\/(CreationDate|ModDate) \([^)]*\)/g, '')
    .replace(/\/ID \[[^\]]*\]/g, '');
}

describe('PDF engine caches', () => {
  it('opens each font face once per document, not once per run of text', async () => {
    await renderPdfDocument(sample('staff-engineer')); // installs the caches
    const proto = Object.getPrototypeOf(create(latin())) as { createSubset: () => unknown };
    const createSubset = proto.createSubset;
    let opened = 0;
    proto.createSubset = function (this: unknown) {
      opened += 1;
      return createSubset.call(this);
    };
    try {
      const { bytes } = await renderPdfDocument(sample('staff-engineer'));
      const faces =
        Buffer.from(bytes)
          .toString('latin1')
          .match(/\/Type \/FontDescriptor/g) ?? [];
      expect(faces.length).toBeGreaterThanOrEqual(2);
      expect(opened).toBe(faces.length);
    } finally {
      proto.createSubset = createSubset;
    }
  });

  it('gives the same shaping for the same text, in runs a caller may change freely', async () => {
    await renderPdfDocument(sample('staff-engineer'));
    const font = create(latin()) as Font;
    const features = { liga: false };
    const first = font.layout('Official workflow', features);
    const widths = first.positions.map((p) => p.xAdvance);
    first.positions[0]!.xAdvance = 99_999;
    first.glyphs.length = 0;
    const again = font.layout('Official workflow', features);
    expect(again.positions.map((p) => p.xAdvance)).toEqual(widths);
    expect(again.glyphs).toHaveLength(widths.length);
    expect(again.advanceWidth).toBe(widths.reduce((sum, w) => sum + w, 0));
    // Other features shape differently: "ffi" may become one glyph with ligatures on.
    const ligated = font.layout('Official workflow', { liga: true });
    expect(ligated.glyphs.length).toBeLessThanOrEqual(widths.length);
  });

  it('writes the same file for a resume rendered twice, and a different one after an edit', async () => {
    const resume = sample('product-manager');
    const first = await renderPdfDocument(resume);
    const second = await renderPdfDocument(resume);
    expect(stable(second.bytes)).toBe(stable(first.bytes));
    const edited = structuredClone(resume);
    edited.basics!.name = 'Zoë Łukasiewicz';
    const third = await renderPdfDocument(edited);
    expect(stable(third.bytes)).not.toBe(stable(first.bytes));
    expect(countPdfPages(third.bytes)).toBe(first.pageCount);
  });
});
