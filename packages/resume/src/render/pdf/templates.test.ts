import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { TEMPLATE_IDS } from '../../model/template-ids.ts';
import { RESUME_SAMPLES } from '../../samples/index.ts';
import { pdftotext, words } from '../../testing/pdftotext.ts';
import { checkReadback } from '../readback/check-readback.ts';
import { extractPdfText } from '../readback/extract-pdf-text.ts';
import { renderPdfDocument } from './render-pdf.ts';

const cases = TEMPLATE_IDS.flatMap((templateId) =>
  RESUME_SAMPLES.map((sample) => [templateId, sample.id, sample.resume] as const),
);

describe('every template renders every sample so parsers read it back', () => {
  it.each(cases)('%s × %s', async (templateId, _, resume) => {
    const pdf = await renderPdfDocument(resume, { templateId });
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);

    const readback = await checkReadback(pdf.bytes, resume);
    expect({ missing: readback.missing, outOfOrder: readback.outOfOrder }).toEqual({
      missing: [],
      outOfOrder: [],
    });
    expect(readback.ok).toBe(true);
    expect(readback.score).toBe(100);
    expect(readback.pageCount).toBe(pdf.pageCount);

    // A second extractor with its own reading-order analysis must agree word for word;
    // only whitespace may differ.
    const fromPdfjs = words((await extractPdfText(pdf.bytes)).text);
    const fromPoppler = words(await pdftotext(pdf.bytes));
    expect(fromPoppler.join('')).toBe(fromPdfjs.join(''));
  });
});

describe('PDF document properties', () => {
  it('sets metadata and makes links clickable', async () => {
    const resume = RESUME_SAMPLES[0]!.resume;
    const { bytes } = await renderPdfDocument(resume);
    const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    const info = (await pdf.getMetadata()).info as Record<string, string>;
    expect(info['Title']).toBe('Priya Raman – Resume');
    expect(info['Author']).toBe('Priya Raman');
    expect(info['Subject']).toBe(resume.basics?.label);
    expect(info['Creator']).toBe('Resumio');
    expect(info['Keywords']).toContain('Kubernetes');
    const annotations = (await (await pdf.getPage(1)).getAnnotations()) as { url?: string }[];
    const urls = annotations.map((a) => a.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        'mailto:priya.raman@example.com',
        'https://priyaraman.dev/',
        'https://github.com/priyaraman',
      ]),
    );
    await pdf.destroy();
  });

  it('never links a script URL', async () => {
    const resume = structuredClone(RESUME_SAMPLES[1]!.resume);
    resume.basics!.url = 'javascript:alert(1)';
    const { bytes } = await renderPdfDocument(resume);
    const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    const annotations = (await (await pdf.getPage(1)).getAnnotations()) as { url?: string }[];
    expect(annotations.some((a) => a.url?.startsWith('javascript'))).toBe(false);
    await pdf.destroy();
  });

  it('prints page numbers when asked', async () => {
    const resume = structuredClone(RESUME_SAMPLES[0]!.resume);
    resume.resumio!.design.showPageNumbers = true;
    const { bytes, pageCount } = await renderPdfDocument(resume);
    const text = await pdftotext(bytes);
    expect(text.replace(/\s/g, '')).toContain(`${pageCount}/${pageCount}`);
  });
});
