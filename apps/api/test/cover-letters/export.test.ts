import { exportContentTypes } from '@resumio/contract/resumes';
import { coverLetterExportFormats } from '@resumio/contract/cover-letters';
import { testDialects } from '@resumio/db/testing';
import { docxHtml, docxText } from '@resumio/resume/testing/docx-text';
import { pdftotext } from '@resumio/resume/testing/pdftotext';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createEngineerResume,
  createLetterViaApi,
  expectError,
  flat,
  letterAppForSuite,
  letterContent,
  newUser,
  type SignedInUser,
} from './support.ts';

/** Every sentence and line the letter prints, in order. */
const SENTENCES = [
  'Dear Maria Lopez,',
  'I am applying for the Backend Engineer role at Northwind Payments.',
  'At Quillpay I built payment services in Golang deployed to K8s.',
  'Cut report latency 20% by tuning Postgres indexes.',
  'Wrote REST APIs in Java for the billing team.',
  'I would welcome a conversation about the team and its plans.',
  'Sincerely,',
  'Ana Ruiz',
];

/** The file's text as a reader gets it: PDF by Poppler, DOCX by mammoth, text as it is. */
async function readBack(format: string, body: Buffer): Promise<string> {
  if (format === 'pdf') return pdftotext(body);
  if (format === 'docx') return docxText(body);
  // Markdown's emphasis markers are not part of the words.
  return format === 'md' ? body.toString('utf8').replace(/\*+/g, '') : body.toString('utf8');
}

function expectInOrder(text: string, parts: string[]) {
  const folded = flat(text);
  let from = 0;
  for (const part of parts) {
    const at = folded.indexOf(part, from);
    expect(at, `"${part}" after position ${from} in: ${folded}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

describe.each(testDialects())('cover letter exports on %s', (dialect) => {
  const t = letterAppForSuite(dialect);
  let user: SignedInUser;
  let linkedId: string;
  const exportLetter = (id: string, format: string) =>
    call(t, user, { method: 'GET', url: `/api/cover-letters/${id}/export?format=${format}` });
  beforeAll(async () => {
    user = await newUser(t);
    const resume = await createEngineerResume(t, user);
    linkedId = (
      await createLetterViaApi(t, user, { title: 'Northwind – backend', resumeId: resume.id })
    ).id;
    // The render threads start (and warm up) on the first export; no test waits for that.
    await exportLetter(linkedId, 'txt');
  }, 90_000);

  it.each(coverLetterExportFormats)(
    'exports %s on the resume’s letterhead with every sentence of the letter',
    async (format) => {
      const res = await exportLetter(linkedId, format);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe(exportContentTypes[format]);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename=northwind-backend.${format}; filename*=UTF-8''Northwind%20%E2%80%93%20backend.${format}`,
      );
      const text = await readBack(format, res.rawPayload);
      // Letterhead (the resume's name and contacts), date and recipient, then the letter.
      expectInOrder(text, [
        'Ana Ruiz',
        'ada@example.com',
        'November 25, 2026',
        'Maria Lopez',
        'Northwind Payments',
        'Re: Backend Engineer',
        ...SENTENCES,
      ]);
    },
  );

  it('draws the PDF with the engine and fonts of resume exports', async () => {
    const res = await exportLetter(linkedId, 'pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // The classic template's serif in its three faces, embedded as subsets.
    for (const face of ['Regular', 'Bold', 'Italic']) {
      expect(pdf).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+SourceSerif4-${face}`));
    }
  });

  it('keeps bold, italic and the list in the DOCX', async () => {
    const res = await exportLetter(linkedId, 'docx');
    const html = await docxHtml(res.rawPayload);
    expect(html).toContain('<strong>built payment services in Golang</strong>');
    expect(html).toContain('<em>Wrote REST APIs in Java for the billing team.</em>');
    expect(html).toMatch(/<ul><li>Cut report latency 20% by tuning Postgres indexes\.<\/li>/);
  });

  it('writes the marks as Markdown emphasis and the list as a Markdown list', async () => {
    const res = await exportLetter(linkedId, 'md');
    const md = res.rawPayload.toString('utf8');
    expect(md).toMatch(/^# Ana Ruiz\n/);
    expect(md).toContain('At Quillpay I **built payment services in Golang** deployed to K8s.');
    expect(md).toContain('- Cut report latency 20% by tuning Postgres indexes.');
    expect(md).toContain('- *Wrote REST APIs in Java for the billing team.*');
  });

  it('prints the signature alone as the letterhead of a letter without a resume', async () => {
    const letter = await createLetterViaApi(t, user, {
      title: 'Unlinked',
      content: letterContent({ signature: 'Ana R.' }),
    });
    for (const format of ['pdf', 'txt'] as const) {
      const res = await exportLetter(letter.id, format);
      expect(res.statusCode).toBe(200);
      const text = flat(await readBack(format, res.rawPayload));
      expect(text.startsWith('Ana R. November 25, 2026')).toBe(true);
      expect(text).not.toContain('ada@example.com');
      expectInOrder(text, SENTENCES.slice(0, -1));
    }
  });

  it('exports what was saved last', async () => {
    const letter = await createLetterViaApi(t, user, { title: 'Edited' });
    const edited = letterContent({
      body: [{ type: 'paragraph', runs: [{ text: 'This sentence was edited after saving.' }] }],
    });
    const save = await call(t, user, {
      method: 'PATCH',
      url: `/api/cover-letters/${letter.id}`,
      payload: { version: letter.version, content: edited },
    });
    expect(save.statusCode).toBe(200);
    const text = flat(await pdftotext((await exportLetter(letter.id, 'pdf')).rawPayload));
    expect(text).toContain('This sentence was edited after saving.');
    expect(text).not.toContain('I am applying for');
  });

  it('refuses an unknown format with 400', async () => {
    for (const format of ['html', 'PDF', 'exe']) {
      expectError(await exportLetter(linkedId, format), 400, 'VALIDATION_ERROR');
    }
  });
});
