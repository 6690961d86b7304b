import { describe, expect, it } from 'vitest';
import { getSample } from '../../samples/index.ts';
import { renderPdfDocument } from '../pdf/render-pdf.ts';
import { rasterizePdf } from './rasterize-pdf.ts';

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

describe('page images of a PDF', () => {
  it('draws every page at the width asked for, in the page’s proportions, with ink on it', async () => {
    const resume = getSample('staff-engineer')!;
    const { bytes, pageCount } = await renderPdfDocument(resume);
    const pages = await rasterizePdf(bytes, { widthPx: 510 });
    expect(pages).toHaveLength(pageCount);
    for (const page of pages) {
      expect(isJpeg(page.bytes)).toBe(true);
      expect(page.width).toBe(510);
      expect(page.height).toBe(Math.round((510 * page.heightPt) / page.widthPt));
      // A blank white page compresses to a few kilobytes; a page of text does not.
      expect(page.bytes.byteLength).toBeGreaterThan(15_000);
    }
    // The caller's bytes are left whole.
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('keeps the width within what a screen can use', async () => {
    const { bytes } = await renderPdfDocument(getSample('staff-engineer')!);
    const [tiny] = await rasterizePdf(bytes, { widthPx: 3 });
    const [huge] = await rasterizePdf(bytes, { widthPx: 100_000 });
    expect(tiny!.width).toBe(100);
    expect(huge!.width).toBe(1640);
  });
});
