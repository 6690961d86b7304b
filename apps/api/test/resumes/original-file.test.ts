import { OriginalFileSchema } from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { renderPdf } from '@resumio/resume/render';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildResumeTestApp,
  call,
  createViaApi,
  newUser,
  resumeDocument,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

const BOUNDARY = '----resumio-original-test';

function keep(t: ResumeTestApp, user: SignedInUser, id: string, bytes: Uint8Array, name: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return call(t, user, {
    method: 'PUT',
    url: `/api/resumes/${id}/original`,
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

const originalRows = (t: ResumeTestApp, resumeId: string) =>
  t.database.db
    .selectFrom('resume_original_files')
    .select('resume_id')
    .where('resume_id', '=', resumeId)
    .execute();

describe.each(testDialects())('a resume keeps the file it was imported from on %s', (dialect) => {
  let t: ResumeTestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let pdf: Uint8Array;
  beforeAll(async () => {
    t = await buildResumeTestApp(dialect);
    owner = await newUser(t);
    other = await newUser(t);
    pdf = await renderPdf(resumeDocument({ name: 'Ada Lovelace' }));
  }, 30_000);
  afterAll(async () => t?.close());

  it('stores, describes, downloads and deletes the original, for its owner only', async () => {
    const resume = await createViaApi(t, owner);
    const put = await keep(t, owner, resume.id, pdf, 'Ada Lovelace CV.pdf');
    expect(put.statusCode, put.body).toBe(200);
    expect(OriginalFileSchema.parse(put.json())).toMatchObject({
      fileName: 'Ada Lovelace CV.pdf',
      format: 'pdf',
      size: pdf.byteLength,
    });

    const meta = await call(t, owner, { url: `/api/resumes/${resume.id}/original` });
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toMatchObject({
      original: { fileName: 'Ada Lovelace CV.pdf', format: 'pdf' },
    });

    const file = await call(t, owner, { url: `/api/resumes/${resume.id}/original/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.headers['content-disposition']).toContain('Ada-Lovelace-CV.pdf');
    expect(Buffer.compare(file.rawPayload, Buffer.from(pdf))).toBe(0);

    // Another user: 404 on every route, and nothing of the owner's changes.
    for (const req of [
      { url: `/api/resumes/${resume.id}/original` },
      { url: `/api/resumes/${resume.id}/original/file` },
      { method: 'DELETE' as const, url: `/api/resumes/${resume.id}/original` },
    ]) {
      expect((await call(t, other, req)).statusCode).toBe(404);
    }
    expect((await keep(t, other, resume.id, pdf, 'x.pdf')).statusCode).toBe(404);
    expect(
      (await call(t, owner, { url: `/api/resumes/${resume.id}/original` })).json(),
    ).toMatchObject({ original: { fileName: 'Ada Lovelace CV.pdf' } });

    const del = await call(t, owner, {
      method: 'DELETE',
      url: `/api/resumes/${resume.id}/original`,
    });
    expect(del.statusCode).toBe(204);
    // None kept is an answer, not an error: the resume's page asks on every visit.
    const none = await call(t, owner, { url: `/api/resumes/${resume.id}/original` });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ original: null });
    expect(await originalRows(t, resume.id)).toEqual([]);
  }, 30_000);

  it('keeps only a PDF, DOCX or LinkedIn export, and replaces an earlier original', async () => {
    const resume = await createViaApi(t, owner);
    const text = await keep(t, owner, resume.id, strToU8('just text'), 'cv.pdf');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'IMPORT_FILE_UNREADABLE' });

    await keep(t, owner, resume.id, pdf, 'first.pdf');
    const zip = zipSync({ 'Skills.csv': strToU8('Name\r\nGo\r\n') });
    const second = await keep(t, owner, resume.id, zip, 'export.zip');
    expect(second.json()).toMatchObject({ fileName: 'export.zip', format: 'linkedin' });
    expect(await originalRows(t, resume.id)).toHaveLength(1);
    const file = await call(t, owner, { url: `/api/resumes/${resume.id}/original/file` });
    expect(file.headers['content-type']).toBe('application/zip');

    expect((await keep(t, owner, 'not-an-id', pdf, 'a.pdf')).statusCode).toBe(404);
  }, 30_000);

  it('hides the original of a deleted resume and removes it with the resume', async () => {
    const resume = await createViaApi(t, owner);
    await keep(t, owner, resume.id, pdf, 'cv.pdf');
    await call(t, owner, { method: 'DELETE', url: `/api/resumes/${resume.id}` });
    expect((await call(t, owner, { url: `/api/resumes/${resume.id}/original` })).statusCode).toBe(
      404,
    );
    // The purge of the trash deletes the resume row; its original goes with it.
    await t.database.db.deleteFrom('resumes').where('id', '=', resume.id).execute();
    expect(await originalRows(t, resume.id)).toEqual([]);
  }, 30_000);

  it('puts the original in the data export and removes it with the account', async () => {
    const user = await newUser(t);
    const resume = await createViaApi(t, user);
    await keep(t, user, resume.id, pdf, 'cv.pdf');

    const exported = await call(t, user, { url: '/api/me/export' });
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{
      resumes: { id: string; originalFile: { fileName: string; contentBase64: string } | null }[];
    }>();
    const entry = data.resumes.find((r) => r.id === resume.id);
    expect(entry?.originalFile?.fileName).toBe('cv.pdf');
    expect(Buffer.from(entry!.originalFile!.contentBase64, 'base64').equals(Buffer.from(pdf))).toBe(
      true,
    );

    const { email } = await t.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const deleted = await call(t, user, { method: 'DELETE', url: '/api/me', payload: { email } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await originalRows(t, resume.id)).toEqual([]);
  }, 30_000);
});
