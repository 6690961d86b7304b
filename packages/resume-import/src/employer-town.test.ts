import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseResumeFile } from './index.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** The smallest Word file holding these paragraphs; `**text**` is bold and larger (a heading). */
function docx(paragraphs: string[]): Uint8Array {
  const body = paragraphs
    .map((p) => {
      const heading = p.startsWith('**');
      const text = p.replace(/\*\*/g, '').replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const props = heading ? '<w:rPr><w:b/><w:sz w:val="28"/></w:rPr>' : '';
      return `<w:p><w:r>${props}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
    })
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

async function work(paragraphs: string[]) {
  const outcome = await parseResumeFile(
    docx(['**Dana Whitfield**', 'dana@example.org', '**Experience**', ...paragraphs]),
  );
  if (outcome.kind !== 'parsed') throw new Error(outcome.kind);
  return outcome.resume.work ?? [];
}

describe('an employer printed with its town under the title', () => {
  it('reads "Employer, Town" as the employer and the town', async () => {
    expect(
      await work([
        'Senior Logistics Analyst',
        'Brightwater Freight, Leeds',
        'March 2020 – Present',
      ]),
    ).toEqual([
      expect.objectContaining({
        name: 'Brightwater Freight',
        position: 'Senior Logistics Analyst',
        location: 'Leeds',
        startDate: '2020-03',
      }),
    ]);
  });

  it('keeps "Town, Country" and "Town, State" as the place', async () => {
    const [job] = await work([
      'Senior Logistics Analyst',
      'Brightwater Freight Ltd',
      'Austin, TX',
      'March 2020 – Present',
    ]);
    expect(job).toMatchObject({ name: 'Brightwater Freight Ltd', location: 'Austin, TX' });
    const [abroad] = await work(['Data Engineer', 'Berlin, Germany', 'May 2019 – June 2021']);
    expect(abroad?.name).not.toBe('Berlin');
  });
});
