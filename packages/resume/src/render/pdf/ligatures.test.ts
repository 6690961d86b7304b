import { describe, expect, it } from 'vitest';
import { createResume } from '../../create-resume.ts';
import { FONT_FAMILY_IDS } from '../../model/font-ids.ts';
import { pdftotext } from '../../testing/pdftotext.ts';
import { extractPdfText } from '../readback/extract-pdf-text.ts';
import { renderPdfDocument } from './render-pdf.ts';

const WORDS = [
  'Certified',
  'profile',
  'workflow',
  'office',
  'affluent',
  'efficient',
  'fluent',
  'difficult',
  'Official',
];

describe('ligatures are off', () => {
  it.each(FONT_FAMILY_IDS)('keeps fi, fl and ff as letters in %s', async (fontFamily) => {
    const resume = createResume({ name: 'Fiona Flaherty', templateId: 'classic' });
    resume.basics!.summary = WORDS.join(' ');
    resume.work = [
      { name: 'Affinity', position: 'Staff Officer', highlights: [`Shuffled ${WORDS.join(', ')}`] },
    ];
    resume.resumio!.design.fontFamily = fontFamily;
    const { bytes } = await renderPdfDocument(resume);
    for (const text of [(await extractPdfText(bytes)).text, await pdftotext(bytes)]) {
      for (const word of [...WORDS, 'Fiona', 'Flaherty', 'Affinity', 'Officer', 'Shuffled']) {
        expect(text).toContain(word);
      }
      // Presentation forms U+FB00–FB06 are what a ligature glyph extracts as.
      expect(text).not.toMatch(/[\ufb00-\ufb06]/);
    }
  });
});
