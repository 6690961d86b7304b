import { describe, expect, it } from 'vitest';
import { MIN_FONT_SIZE } from '../../model/limits.ts';
import type { Resume } from '../../model/resume.ts';
import { TEMPLATE_IDS } from '../../model/template-ids.ts';
import { scaleDesign } from '../../templates/scale-design.ts';
import { sample } from '../../testing/fixtures.ts';
import { buildResumeView } from '../../view/build-resume-view.ts';
import { extractPdfText } from '../readback/extract-pdf-text.ts';
import { toNeedle } from '../readback/normalise-text.ts';
import { renderPdfDocument } from './render-pdf.ts';

/** Lines that must never be the last on a page: section titles and the heading lines of entries that have more below them. */
function headingNeedles(resume: Resume): Set<string> {
  const needles = new Set<string>();
  for (const section of buildResumeView(resume).sections) {
    needles.add(toNeedle(section.title));
    for (const entry of section.entries) {
      if (entry.summary.length + entry.bullets.length + entry.tags.length === 0) continue;
      for (const part of [entry.title, entry.subtitle, entry.date, entry.location, entry.note]) {
        if (part) needles.add(toNeedle(part));
      }
      needles.add(toNeedle([entry.title, entry.subtitle].filter(Boolean).join(', ')));
    }
  }
  return needles;
}

function endsWithHeading(lastLine: string, needles: Set<string>): boolean {
  const line = toNeedle(lastLine);
  // A heading line may carry a date or place after the title: any line made only of heading
  // parts counts.
  return [...needles].some(
    (n) => n.length > 2 && (line === n || (line.startsWith(n) && needles.has(line))),
  );
}

const longResume = sample('staff-engineer');

describe('page breaks', () => {
  const sizes = [9.5, 10.5, 11.5];
  const cases = TEMPLATE_IDS.flatMap((templateId) =>
    sizes.map((fontSize) => [templateId, fontSize] as const),
  );

  it.each(cases)('%s at %spt never ends a page on a heading', async (templateId, fontSize) => {
    const resume = structuredClone(longResume);
    resume.resumio!.design.fontSize = fontSize;
    const { bytes, pageCount } = await renderPdfDocument(resume, { templateId });
    expect(pageCount).toBeGreaterThanOrEqual(2);
    const needles = headingNeedles(resume);
    const { pages } = await extractPdfText(bytes);
    expect(pages).toHaveLength(pageCount);
    for (const page of pages.slice(0, -1)) {
      const last = page.lines.filter((l) => !/^\d+\s*\/\s*\d+$/.test(l)).at(-1) ?? '';
      expect(endsWithHeading(last, needles), `page ends with "${last}"`).toBe(false);
    }
  });
});

describe('fit to one page', () => {
  // A one-page resume with a little too much added: two pages at the chosen size.
  function slightlyTooLong(): Resume {
    const resume = structuredClone(sample('product-designer'));
    resume.work!.push(
      {
        name: 'Northgate Studio',
        position: 'Junior Designer',
        startDate: '2021-09',
        endDate: '2022-05',
        highlights: [
          'Designed marketing pages for six product launches, each shipped in under two weeks.',
          'Audited colour contrast across the site and fixed 40 accessibility issues.',
          'Built a small icon set now used across the studio’s client work.',
        ],
      },
      {
        name: 'Freelance',
        position: 'Illustrator',
        startDate: '2020-01',
        endDate: '2021-08',
        highlights: [
          'Illustrated two children’s books and a series of editorial pieces for a regional paper.',
          'Managed briefs, invoices and schedules for eight clients.',
        ],
      },
    );
    resume.projects = [
      {
        name: 'Type specimen',
        description: 'A printed specimen of open-licence typefaces for students.',
        highlights: [
          'Distributed to 300 design students at Leeds.',
          'Funded through a small grant.',
        ],
      },
    ];
    resume.resumio!.design.fontSize = 11.5;
    resume.resumio!.design.spacing = 1.3;
    return resume;
  }

  it('shrinks a slightly long resume onto one page, no smaller than the minimum size', async () => {
    const resume = slightlyTooLong();
    expect((await renderPdfDocument(resume)).pageCount).toBe(2);
    resume.resumio!.design.fitToOnePage = true;
    const fitted = await renderPdfDocument(resume);
    expect(fitted.pageCount).toBe(1);
    expect(fitted.fitsRequestedPages).toBe(true);
    expect(fitted.scale).toBeLessThan(1);
    expect(fitted.design.fontSize).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
  });

  it('stops at the readability floor when a resume cannot fit', async () => {
    const resume = structuredClone(longResume);
    resume.resumio!.design.fitToOnePage = true;
    const result = await renderPdfDocument(resume);
    expect(result.pageCount).toBeGreaterThan(1);
    expect(result.fitsRequestedPages).toBe(false);
    expect(result.design.fontSize).toBe(MIN_FONT_SIZE);
  });

  it('never scales below the floors', () => {
    const design = longResume.resumio!.design;
    const tiny = scaleDesign(design, 0.1);
    expect(tiny.fontSize).toBe(MIN_FONT_SIZE);
    expect(tiny.lineHeight).toBeGreaterThanOrEqual(1.15);
    expect(tiny.margins.horizontal).toBeGreaterThanOrEqual(24);
    expect(scaleDesign(design, 1)).toBe(design);
  });
});
