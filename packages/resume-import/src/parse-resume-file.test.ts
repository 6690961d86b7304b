import { createResume, type Resume } from '@resumio/resume';
import { renderDocx, renderPdf } from '@resumio/resume/render';
import { describe, expect, it } from 'vitest';
import { parseResumeFile, sniffFormat } from './index.ts';

/** A resume of our own, rendered by the product's own PDF and DOCX exports. */
function ownResume(templateId: 'classic' | 'modern'): Resume {
  const base = createResume({ title: 'Fixture', templateId });
  return {
    ...base,
    basics: {
      name: 'Marta Quintela',
      label: 'Backend Engineer',
      email: 'marta.quintela@example.org',
      phone: '+44 20 7946 0321',
      summary: 'Backend engineer who builds payment systems that stay up.',
      location: { city: 'Leeds', countryCode: 'GB' },
      profiles: [{ network: 'GitHub', username: 'mquintela', url: 'https://github.com/mquintela' }],
    },
    work: [
      {
        name: 'Harbour Payments Ltd',
        position: 'Senior Software Engineer',
        location: 'Leeds, UK',
        startDate: '2021-03',
        endDate: '',
        highlights: [
          'Cut settlement time from two days to four hours by moving batch jobs to a stream.',
          'Led a team of four engineers through the card scheme migration.',
        ],
      },
      {
        name: 'Northwind Logistics',
        position: 'Software Developer',
        location: 'York, UK',
        startDate: '2017-09',
        endDate: '2021-02',
        highlights: ['Built the route planning service used by 300 drivers every day.'],
      },
    ],
    education: [
      {
        institution: 'University of Leeds',
        studyType: 'Bachelor of Science',
        area: 'Computer Science',
        startDate: '2013-09',
        endDate: '2017-06',
      },
    ],
    skills: [
      { name: 'Languages', keywords: ['Go', 'TypeScript', 'SQL'] },
      { name: 'Tools', keywords: ['Kafka', 'PostgreSQL', 'Docker'] },
    ],
  };
}

function expectOwnResume(resume: Resume) {
  expect(resume.basics?.name).toBe('Marta Quintela');
  expect(resume.basics?.email).toBe('marta.quintela@example.org');
  expect(resume.basics?.phone?.replace(/\D/g, '')).toBe('442079460321');
  const work = resume.work ?? [];
  expect(work).toHaveLength(2);
  expect(work[0]).toMatchObject({
    name: 'Harbour Payments Ltd',
    position: 'Senior Software Engineer',
    startDate: '2021-03',
  });
  expect(work[0]?.endDate ?? '').toBe('');
  expect(work[0]?.highlights).toHaveLength(2);
  expect(work[1]).toMatchObject({
    name: 'Northwind Logistics',
    position: 'Software Developer',
    startDate: '2017-09',
    endDate: '2021-02',
  });
  expect(resume.education?.[0]).toMatchObject({ institution: 'University of Leeds' });
  const skills = (resume.skills ?? []).flatMap((s) => [s.name, ...(s.keywords ?? [])]);
  for (const skill of ['Go', 'TypeScript', 'SQL', 'Kafka', 'PostgreSQL', 'Docker']) {
    expect(skills).toContain(skill);
  }
}

describe('parseResumeFile', () => {
  it.each(['classic', 'modern'] as const)(
    'reads back a PDF exported with the %s template',
    async (templateId) => {
      const pdf = await renderPdf(ownResume(templateId));
      const outcome = await parseResumeFile(pdf);
      expect(outcome.kind).toBe('parsed');
      if (outcome.kind !== 'parsed') return;
      expect(outcome.format).toBe('pdf');
      expectOwnResume(outcome.resume);
    },
    30_000,
  );

  it('reads back a DOCX export', async () => {
    const docx = await renderDocx(ownResume('classic'));
    const outcome = await parseResumeFile(docx);
    expect(outcome.kind).toBe('parsed');
    if (outcome.kind !== 'parsed') return;
    expect(outcome.format).toBe('docx');
    expectOwnResume(outcome.resume);
  });

  it('lists what it cannot place rather than dropping it', async () => {
    const resume = ownResume('classic');
    resume.resumio = {
      ...resume.resumio!,
      customSections: [
        {
          id: 'c1',
          title: 'Patents',
          entries: [{ id: 'e1', title: 'Adaptive settlement batching', highlights: [] }],
        } as never,
      ],
    };
    const outcome = await parseResumeFile(await renderDocx(resume));
    if (outcome.kind !== 'parsed') throw new Error(outcome.kind);
    const everything = JSON.stringify(outcome.resume) + JSON.stringify(outcome.notPlaced);
    expect(everything).toContain('Adaptive settlement batching');
  });

  it('recognises a PDF without a text layer', async () => {
    const outcome = await parseResumeFile(blankPdf());
    expect(outcome).toMatchObject({ kind: 'no-text', format: 'pdf', pages: 1 });
  });

  it('recognises an encrypted PDF', async () => {
    expect(await parseResumeFile(encryptedPdf())).toMatchObject({ kind: 'encrypted' });
  });

  it('refuses a PDF over the page limit', async () => {
    const outcome = await parseResumeFile(blankPdf(3), { maxPages: 2 });
    expect(outcome).toMatchObject({ kind: 'too-many-pages', pages: 3, limit: 2 });
  });

  it('answers a truncated PDF or DOCX without throwing', async () => {
    const resume = ownResume('classic');
    for (const bytes of [await renderPdf(resume), await renderDocx(resume)]) {
      for (const cut of [0.3, 0.6, 0.9]) {
        const outcome = await parseResumeFile(bytes.slice(0, Math.floor(bytes.length * cut)));
        expect(['parsed', 'unreadable', 'no-text']).toContain(outcome.kind);
      }
    }
  }, 30_000);

  it('answers unreadable and unsupported files without throwing', async () => {
    expect(await parseResumeFile(new TextEncoder().encode('%PDF-1.7 then nothing'))).toMatchObject({
      kind: 'unreadable',
    });
    expect(await parseResumeFile(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0]))).toMatchObject({
      kind: 'unreadable',
      format: 'docx',
    });
    expect(await parseResumeFile(new TextEncoder().encode('just text'))).toEqual({
      kind: 'unsupported',
    });
    expect(sniffFormat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBe('ole');
  });
});

/** A PDF whose pages hold no text at all (as a scan's would hold only an image). */
function blankPdf(pages = 1): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from(
      { length: pages },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ),
  ];
  return buildPdf(objects, '');
}

/** A PDF protected by a password the reader does not have. */
function encryptedPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
  ];
  return buildPdf(objects, `/Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`);
}

function buildPdf(objects: string[], trailerExtra: string): Uint8Array {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
