import { describe, expect, it } from 'vitest';
import { createResume } from '../create-resume.ts';
import { FONT_FAMILY_IDS } from '../model/font-ids.ts';
import { extractPdfText } from '../render/readback/extract-pdf-text.ts';
import { renderPdfDocument } from '../render/pdf/render-pdf.ts';
import { pdftotext } from '../testing/pdftotext.ts';
import { FONT_FILES, fontFamilyChain, fontFilesFor } from './font-files.ts';

const NAMES = ['Ольга Петренко', 'Δημήτρης Παπαδόπουλος', 'Nguyễn Thị Hương'];

describe('scripts a family lacks', () => {
  it.each(FONT_FAMILY_IDS)('%s draws Cyrillic, Greek and Vietnamese text', async (fontFamily) => {
    const resume = createResume({ name: NAMES[0]!, templateId: 'classic' });
    resume.basics!.summary = NAMES.join(', ');
    resume.resumio!.design.fontFamily = fontFamily;
    const { bytes } = await renderPdfDocument(resume);
    for (const text of [(await extractPdfText(bytes)).text, await pdftotext(bytes)]) {
      for (const name of NAMES) expect(text).toContain(name);
    }
  });

  it('lists a family’s own subsets before its fallbacks, and every file it needs', () => {
    const chain = fontFamilyChain('lato');
    expect(chain.slice(0, 2)).toEqual(['Lato latin', 'Lato latin-ext']);
    expect(chain).toContain('Inter cyrillic');
    const files = fontFilesFor('lato');
    expect(new Set(files.map((f) => f.registeredFamily))).toEqual(new Set(chain));
    expect(files.every((f) => FONT_FILES.includes(f))).toBe(true);
  });
});
