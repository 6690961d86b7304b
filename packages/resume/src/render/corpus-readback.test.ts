import { describe, expect, it } from 'vitest';
import { createResume } from '../create-resume.ts';
import { importJsonResume } from '../json-resume/import-json-resume.ts';
import type { Resume } from '../model/resume.ts';
import { TEMPLATE_IDS, type TemplateId } from '../model/template-ids.ts';
import { CORPUS_MISSING_MESSAGE, corpusAvailable, corpusResumes } from '../testing/corpus.ts';
import { pdftotext, words } from '../testing/pdftotext.ts';
import { renderPdfDocument } from './pdf/render-pdf.ts';
import { checkReadback } from './readback/check-readback.ts';
import { extractPdfText } from './readback/extract-pdf-text.ts';

if (!corpusAvailable) console.warn(CORPUS_MISSING_MESSAGE);

// Poppler joins a line that ends in a hyphen to the next and drops the hyphen, even after a
// space ("CSE 421 -" / "Algorithms"); pdf.js keeps it. Both sides drop it so only real
// differences in the text remain.
function joinBrokenLines(text: string): string {
  return text.replace(/-[ \t]*\n/g, '\n');
}

// As the product stores an import: the file's content, with the template's own design.
function inTemplate(resume: Resume, templateId: TemplateId): Resume {
  return { ...resume, resumio: createResume({ templateId }).resumio! };
}

const resumes = corpusResumes().flatMap(({ file, text }) => {
  const result = importJsonResume(text);
  return result.ok ? [{ file, resume: result.resume }] : [];
});

// Each resume in two templates, turned so every template meets a share of the resumes: the whole
// grid (every resume in every template, eight times the work) runs with RESUMIO_READBACK_GRID=all.
const wholeGrid = process.env['RESUMIO_READBACK_GRID'] === 'all';
const templatesFor = (index: number): readonly TemplateId[] =>
  wholeGrid
    ? TEMPLATE_IDS
    : [0, Math.floor(TEMPLATE_IDS.length / 2)].map(
        (offset) => TEMPLATE_IDS[(index + offset) % TEMPLATE_IDS.length]!,
      );
const cases = resumes.flatMap(({ file, resume }, index) =>
  templatesFor(index).map(
    (templateId) => [file, templateId, inTemplate(resume, templateId)] as const,
  ),
);

describe.skipIf(!corpusAvailable)('real resumes read back from every template', () => {
  it.each(cases)('%s × %s', async (_, __, resume) => {
    const pdf = await renderPdfDocument(resume);
    const readback = await checkReadback(pdf.bytes, resume);
    expect({ missing: readback.missing, outOfOrder: readback.outOfOrder }).toEqual({
      missing: [],
      outOfOrder: [],
    });
    expect(readback.ok).toBe(true);
    expect(readback.pageCount).toBe(pdf.pageCount);

    // Poppler, with its own reading-order analysis, must read the same words as pdf.js.
    const fromPdfjs = words(joinBrokenLines((await extractPdfText(pdf.bytes)).text));
    const fromPoppler = words(joinBrokenLines(await pdftotext(pdf.bytes)));
    expect(fromPoppler.join('')).toBe(fromPdfjs.join(''));
  });
});
