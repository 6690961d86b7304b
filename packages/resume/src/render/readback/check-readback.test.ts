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
    expect(toHaystack('end-to-\nend').chars).toBe('end-to-end');
  });

  it('joins quote and dash styles but keeps every punctuation mark', () => {
    expect(toNeedle('Laboratoire d’Informatique')).toBe(toNeedle("Laboratoire d'Informatique"));
    expect(toNeedle('“Ouverte” 2019–2020')).toBe(toNeedle('"Ouverte" 2019-2020'));
    // A mark read back as a space, or lost at a line end, is a difference.
    expect(toHaystack('Laboratoire d Informatique').chars).not.toBe(
      toNeedle('Laboratoire d’Informatique'),
    );
    expect(toHaystack('work-\nflow').chars).not.toBe(toNeedle('workflow'));
    expect(toNeedle('a.b')).not.toBe(toNeedle('ab'));
  });

  it('reports a field whose apostrophe the PDF lost', async () => {
    const resume = sample('product-designer');
    resume.basics!.label = 'Chercheuse au Laboratoire d’Informatique';
    const bytes = await renderPdf(resume);
    expect((await checkReadback(bytes, resume)).ok).toBe(true);
    const typed = structuredClone(resume);
    typed.basics!.label = "Chercheuse au Laboratoire d'Informatique";
    expect((await checkReadback(bytes, typed)).ok).toBe(true);
    const lost = structuredClone(resume);
    lost.basics!.label = 'Chercheuse au Laboratoire dInformatique';
    expect((await checkReadback(bytes, lost)).missing).toEqual([lost.basics!.label]);
  });
});
