import { ApiErrorBodySchema } from '@resumio/contract';
import { ImportFileResponseSchema, RESUME_IMPORT_MAX_BYTES } from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { renderDocx, renderPdf } from '@resumio/resume/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildResumeTestApp,
  call,
  newUser,
  resumeDocument,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

const BOUNDARY = '----resumio-import-test';

/** A multipart/form-data body holding one file in the field `field`. */
function multipartBody(
  bytes: Uint8Array,
  fileName: string,
  field = 'file',
  type = 'application/octet-stream',
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

function upload(t: ResumeTestApp, user: SignedInUser | undefined, bytes: Uint8Array, name: string) {
  const { payload, headers } = multipartBody(bytes, name);
  return call(t, user, { method: 'POST', url: '/api/resumes/import-file', payload, headers });
}

async function resumeCount(t: ResumeTestApp, user: SignedInUser): Promise<number> {
  const res = await call(t, user, { method: 'GET', url: '/api/resumes' });
  return res.json<{ total: number }>().total;
}

describe.each(testDialects())('resume file import on %s', (dialect) => {
  let t: ResumeTestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await buildResumeTestApp(dialect);
    user = await newUser(t);
  });
  afterAll(async () => t?.close());

  it('needs a signed-in user', async () => {
    const res = await upload(t, undefined, new Uint8Array([1]), 'cv.pdf');
    expect(res.statusCode).toBe(401);
  });

  it('reads a PDF into a document to review and stores nothing', async () => {
    const pdf = await renderPdf(resumeDocument({ name: 'Ada Lovelace' }));
    const res = await upload(t, user, pdf, 'ada.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = ImportFileResponseSchema.parse(res.json());
    expect(body).toMatchObject({ format: 'pdf', pages: 1, fileName: 'ada.pdf' });
    expect(body.document.basics).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(body.document.work?.[0]).toMatchObject({
      name: 'Analytical Engines Ltd',
      position: 'Programmer',
    });
    expect(body.sections.map((s) => s.kind)).toContain('work');
    expect(await resumeCount(t, user)).toBe(0);
  }, 30_000);

  it('reads a DOCX file', async () => {
    const docx = await renderDocx(resumeDocument({ name: 'Grace Hopper' }));
    const res = await upload(t, user, docx, 'grace.docx');
    expect(res.statusCode).toBe(200);
    const body = ImportFileResponseSchema.parse(res.json());
    expect(body.format).toBe('docx');
    expect(body.document.basics?.name).toBe('Grace Hopper');
  });

  it('answers 400 for a file that is neither PDF nor DOCX, or a damaged one', async () => {
    for (const [bytes, name] of [
      [new TextEncoder().encode('plain text, not a resume file'), 'notes.txt'],
      [new TextEncoder().encode('%PDF-1.7\nbroken'), 'broken.pdf'],
      [new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9, 9]), 'broken.docx'],
      [new Uint8Array(0), 'empty.pdf'],
    ] as const) {
      const res = await upload(t, user, bytes, name);
      expect(res.statusCode, name).toBe(400);
      expect(ApiErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'IMPORT_FILE_UNREADABLE',
      });
    }
  });

  it('answers 422 for a scan without text and for an encrypted PDF', async () => {
    const scan = await upload(t, user, pdfWithoutText(), 'scan.pdf');
    expect(scan.statusCode).toBe(422);
    expect(scan.json()).toMatchObject({
      code: 'IMPORT_FILE_NO_TEXT',
      error: 'Unprocessable Entity',
    });
    const locked = await upload(t, user, encryptedPdf(), 'locked.pdf');
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ code: 'IMPORT_FILE_ENCRYPTED' });
  });

  it('answers 422 for a PDF of more pages than a resume has, without reading them', async () => {
    const res = await upload(t, user, pdfOfPages(50), 'thesis.pdf');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_FILE_TOO_LONG',
      details: { pages: 50, limit: 20 },
    });
  });

  it('answers 413 for a file over 10 MB', async () => {
    const huge = new Uint8Array(RESUME_IMPORT_MAX_BYTES + 1024);
    huge.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await upload(t, user, huge, 'huge.pdf');
    expect(res.statusCode).toBe(413);
    expect(ApiErrorBodySchema.parse(res.json())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 415 when the body is not multipart', async () => {
    const res = await call(t, user, {
      method: 'POST',
      url: '/api/resumes/import-file',
      payload: { file: 'not a file' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await resumeCount(t, user)).toBe(0);
  });
});

function pdfFrom(objects: string[], trailerExtra = ''): Uint8Array {
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

const PAGES = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

function pdfOfPages(count: number): Uint8Array {
  const kids = Array.from({ length: count }, (_, i) => `${3 + i} 0 R`).join(' ');
  return pdfFrom([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...Array.from(
      { length: count },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ),
  ]);
}

function pdfWithoutText(): Uint8Array {
  return pdfFrom(PAGES);
}

function encryptedPdf(): Uint8Array {
  return pdfFrom(
    [
      ...PAGES,
      `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
    ],
    `/Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
  );
}
