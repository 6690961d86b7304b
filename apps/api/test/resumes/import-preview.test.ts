import { ApiErrorBodySchema } from '@resumio/contract';
import { ImportFileResponseSchema, RESUME_IMPORT_MAX_BYTES } from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { renderDocx, renderPdf } from '@resumio/resume/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { resumeDocument } from './support.ts';

const BOUNDARY = '----resumio-import-preview-test';
const URL = '/api/resume-import-preview';

function upload(
  t: TestApp,
  bytes: Uint8Array,
  fileName: string,
  { address = '203.0.113.1' }: { address?: string } = {},
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return t.app.inject({
    method: 'POST',
    url: URL,
    remoteAddress: address,
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

/** A PDF whose page tree names `count` empty pages. */
function pdfOfPages(count: number): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: count }, (_, i) => `${3 + i} 0 R`).join(' ')}] /Count ${count} >>`,
    ...Array.from(
      { length: count },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

async function storedRows(t: TestApp): Promise<number> {
  const [resumes, originals] = await Promise.all([
    t.database.db
      .selectFrom('resumes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    t.database.db
      .selectFrom('resume_original_files')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  return Number(resumes?.n ?? 0) + Number(originals?.n ?? 0);
}

describe.each(testDialects())('import preview without an account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { RATE_LIMIT_MAX: '100000', RENDER_RATE_LIMIT_MAX: '4' });
  });
  afterAll(async () => t?.close());

  it('reads a PDF and a DOCX for a visitor and stores nothing', async () => {
    const pdf = await upload(
      t,
      await renderPdf(resumeDocument({ name: 'Ada Lovelace' })),
      'a.pdf',
      {
        address: '203.0.113.10',
      },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['cache-control']).toBe('no-store');
    const read = ImportFileResponseSchema.parse(pdf.json());
    expect(read).toMatchObject({ format: 'pdf', fileName: 'a.pdf' });
    expect(read.document.basics?.name).toBe('Ada Lovelace');

    const docx = await upload(
      t,
      await renderDocx(resumeDocument({ name: 'Grace Hopper' })),
      'g.docx',
      {
        address: '203.0.113.10',
      },
    );
    expect(docx.statusCode).toBe(200);
    expect(ImportFileResponseSchema.parse(docx.json()).document.basics?.name).toBe('Grace Hopper');
    expect(await storedRows(t)).toBe(0);
  }, 30_000);

  it('keeps the signed-in route’s limits: size, pages, damaged files', async () => {
    const address = '203.0.113.20';
    const huge = new Uint8Array(RESUME_IMPORT_MAX_BYTES + 1024);
    huge.set(new TextEncoder().encode('%PDF-1.7\n'));
    const tooBig = await upload(t, huge, 'huge.pdf', { address });
    expect(tooBig.statusCode).toBe(413);
    expect(ApiErrorBodySchema.parse(tooBig.json())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const long = await upload(t, pdfOfPages(50), 'thesis.pdf', { address });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ code: 'IMPORT_FILE_TOO_LONG' });

    const broken = await upload(t, new TextEncoder().encode('%PDF-1.7\nbroken'), 'b.pdf', {
      address,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'IMPORT_FILE_UNREADABLE' });
    expect(await storedRows(t)).toBe(0);
  });

  it('counts reads per address and refuses past the budget with Retry-After', async () => {
    const address = '203.0.113.30';
    const bytes = new TextEncoder().encode('not a resume');
    for (let i = 0; i < 4; i += 1) {
      expect((await upload(t, bytes, 'n.txt', { address })).statusCode).toBe(400);
    }
    const refused = await upload(t, bytes, 'n.txt', { address });
    expect(refused.statusCode).toBe(429);
    expect(ApiErrorBodySchema.parse(refused.json())).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor has a budget of their own.
    expect((await upload(t, bytes, 'n.txt', { address: '203.0.113.31' })).statusCode).toBe(400);
  });
});
