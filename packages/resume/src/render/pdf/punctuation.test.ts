import { beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_IDS } from '../../model/template-ids.ts';
import { RESUME_SAMPLES } from '../../samples/index.ts';
import { sample } from '../../testing/fixtures.ts';
import { pdftotext } from '../../testing/pdftotext.ts';
import { checkReadback } from '../readback/check-readback.ts';
import { extractPdfText } from '../readback/extract-pdf-text.ts';
import { renderPdfDocument } from './render-pdf.ts';

const INSTITUTION = 'Laboratoire d’Informatique de Paris 6';
const SUMMARY = 'Chercheuse à l’équipe « Systèmes » — c’est l’‘ouverture’ qui compte.';

function french() {
  const resume = structuredClone(sample('product-designer'));
  resume.basics!.summary = SUMMARY;
  resume.education![0]!.institution = INSTITUTION;
  resume.resumio!.design.fontFamily = 'source-serif-4';
  return resume;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('typographic punctuation reads back as drawn', () => {
  // Faces remember what they drew (see docs/decisions/012): every sample in every template
  // comes first, so the French text meets glyphs other documents reached first.
  beforeAll(async () => {
    for (const { resume } of RESUME_SAMPLES) {
      for (const templateId of TEMPLATE_IDS) await renderPdfDocument(resume, { templateId });
    }
  }, 120_000);

  it.each(TEMPLATE_IDS)('%s', async (templateId) => {
    const resume = french();
    const { bytes } = await renderPdfDocument(resume, { templateId });
    for (const text of [(await extractPdfText(bytes)).text, await pdftotext(bytes)]) {
      expect(oneLine(text)).toContain(INSTITUTION);
      expect(oneLine(text)).toContain(SUMMARY);
    }
    expect((await checkReadback(bytes, resume)).ok).toBe(true);
  });
});
