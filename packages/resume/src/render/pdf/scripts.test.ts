import { describe, expect, it } from 'vitest';
import { createResume } from '../../create-resume.ts';
import { TEMPLATE_IDS } from '../../model/template-ids.ts';
import { pdftotext, words } from '../../testing/pdftotext.ts';
import { extractPdfText } from '../readback/extract-pdf-text.ts';
import { renderPdfDocument } from './render-pdf.ts';

/** One line per supported script, each ending on punctuation that meets the last word. */
const LINES: Record<string, string> = {
  polish: 'Zażółć gęślą jaźń, łódź.',
  turkish: 'İzmir’de şoför ağabeyi ılık çay içti.',
  vietnamese: 'Kỹ sư phần mềm ở Hà Nội.',
  cyrillic: 'Инженер: объём работ большой.',
  greek: 'Μηχανικός λογισμικού, Αθήνα.',
  chinese: '杨伟，数据平台工程师。',
  japanese: 'ソフトウェア開発者、東京。',
  korean: '소프트웨어 엔지니어, 서울.',
};

/** Right-to-left lines: each run's letters must come out in logical order. */
const RTL_LINES = { arabic: 'مهندسة', hebrew: 'מהנדסת תוכנה' };

const resume = createResume({ name: 'Alex Morgan', templateId: 'classic' });
resume.basics!.summary = 'Languages below.';
resume.work = [
  {
    name: 'Polyglot Labs',
    position: 'Engineer',
    highlights: [...Object.values(LINES), ...Object.values(RTL_LINES)],
  },
];

describe('every script reads back from every template', () => {
  it.each(TEMPLATE_IDS)('%s', async (templateId) => {
    const { bytes } = await renderPdfDocument(resume, { templateId });
    const fromPdfjs = (await extractPdfText(bytes)).text;
    const fromPoppler = await pdftotext(bytes);
    for (const text of [fromPdfjs, fromPoppler]) {
      const flat = words(text).join(' ');
      for (const line of Object.values(LINES)) expect(flat).toContain(line);
    }
    // Right-to-left runs are compared on poppler's reading, which keeps their logical order;
    // poppler marks them with embedding controls; the letters are what count.
    const poppler = fromPoppler.replace(/[\u202a-\u202e]/g, '');
    for (const line of Object.values(RTL_LINES)) expect(words(poppler).join(' ')).toContain(line);
    const ltrOnly = (text: string) => words(text.replace(/[\u0590-\u06ff\p{Cf}\p{Cc}]+/gu, ' '));
    expect(ltrOnly(fromPoppler).join('')).toBe(ltrOnly(fromPdfjs).join(''));
  });
});
