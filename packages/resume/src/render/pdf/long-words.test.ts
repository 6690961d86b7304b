import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_IDS } from '../../model/template-ids.ts';
import type { Resume } from '../../model/resume.ts';
import { pdftotext } from '../../testing/pdftotext.ts';
import { sample } from '../../testing/fixtures.ts';
import { checkReadback } from '../readback/check-readback.ts';
import { extractPdfText } from '../readback/extract-pdf-text.ts';
import { renderPdfDocument } from './render-pdf.ts';

// 130 characters with URL punctuation, and a 90-letter token with none at all.
const URL_PATH =
  'example.org/research/publications/2024/distributed-systems/consensus_protocols?author=ana.ulm&format=pdf&page=12#section-4';
const LONG_URL = `https://${URL_PATH}`;
const LONG_WORD =
  'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenherstellungsbetriebsgeschäftsfüh';

function withLongTokens(base: Resume): Resume {
  const resume = structuredClone(base);
  resume.basics!.url = LONG_URL;
  const job = resume.work![0]!;
  job.url = LONG_URL;
  job.highlights = [`Published the results at ${LONG_URL} for reviewers.`, ...job.highlights!];
  job.summary = `Wrote the ${LONG_WORD} report.`;
  return resume;
}

interface Glyphs {
  pageWidth: number;
  rightmost: number;
}

/** The right edge of the furthest text run on any page, from pdf.js's text positions. */
async function textExtent(bytes: Uint8Array): Promise<Glyphs> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  try {
    let rightmost = 0;
    let pageWidth = 0;
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      pageWidth = page.view[2]!;
      const { items } = await page.getTextContent();
      for (const item of items as { str?: string; transform?: number[]; width?: number }[]) {
        if (!item.str?.trim() || !item.transform) continue;
        rightmost = Math.max(rightmost, item.transform[4]! + item.width!);
      }
    }
    return { pageWidth, rightmost };
  } finally {
    await pdf.destroy();
  }
}

const squash = (text: string) => text.replace(/\s+/g, '');

describe('long links and words wrap inside the page and read back whole', () => {
  it.each(TEMPLATE_IDS)('%s', async (templateId) => {
    const resume = withLongTokens(sample('product-designer'));
    const pdf = await renderPdfDocument(resume, { templateId });

    const { pageWidth, rightmost } = await textExtent(pdf.bytes);
    const margin = pdf.design.margins.horizontal;
    expect(rightmost).toBeGreaterThan(pageWidth / 2);
    expect(rightmost).toBeLessThanOrEqual(pageWidth - margin + 0.5);

    // No hyphen or other mark is added where a link or word is broken.
    const fromPdfjs = squash((await extractPdfText(pdf.bytes)).text);
    const fromPoppler = squash(await pdftotext(pdf.bytes));
    for (const text of [fromPdfjs, fromPoppler]) {
      expect(text).toContain(`${LONG_URL}forreviewers.`);
      expect(text).toContain(URL_PATH);
      expect(text).toContain(`the${LONG_WORD}report.`);
    }
    expect((await checkReadback(pdf.bytes, resume)).ok).toBe(true);
  });
});
