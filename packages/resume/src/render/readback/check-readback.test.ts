import { describe, expect, it } from 'vitest';
import { sample } from '../../testing/fixtures.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { checkReadback } from './check-readback.ts';
import { toHaystack, toNeedle } from './normalise-text.ts';

describe('checkReadback', () => {
  it('reports fields the PDF lacks and fields read out of order', async () => {
    const resume = sample('product-designer');
    const bytes = await renderPdf(resume);
    expect((await checkReadback(bytes, resume)).ok).toBe(true);

    const extra = structuredClone(resume);
    extra.work![0]!.highlights!.push('Shipped a feature nobody can find');
    const missing = await checkReadback(bytes, extra);
    expect(missing).toMatchObject({
      ok: false,
      missing: ['Shipped a feature nobody can find'],
      outOfOrder: [],
    });
    expect(missing.score).toBeLessThan(100);

    const swapped = structuredClone(resume);
    swapped.work!.reverse();
    const reordered = await checkReadback(bytes, swapped);
    expect(reordered.ok).toBe(false);
    expect(reordered.missing).toEqual([]);
    expect(reordered.outOfOrder.length).toBeGreaterThan(0);
  });

  it('compares text the way a parser does', () => {
    expect(toNeedle('Zoë  Łukasiewicz\n')).toBe('zoëłukasiewicz');
    // Decomposed input matches composed text.
    expect(toNeedle('Zoe\u0308')).toBe(toNeedle('Zoë'));
    expect(toHaystack('STRASSE').chars).toBe(toNeedle('Straße'));
    expect(toHaystack('soft\u00adhyphen').chars).toBe('softhyphen');
    expect(toHaystack('work-\nflow', true).chars).toBe('workflow');
    expect(toHaystack('end-to-\nend', false).chars).toBe('end-to-end');
  });
});
