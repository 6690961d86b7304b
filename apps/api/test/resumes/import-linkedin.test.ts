import { ApiErrorBodySchema } from '@resumio/contract';
import { ImportFileResponseSchema } from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildResumeTestApp,
  call,
  newUser,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

const BOUNDARY = '----resumio-linkedin-test';

function upload(t: ResumeTestApp, user: SignedInUser, bytes: Uint8Array, name: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return call(t, user, {
    method: 'POST',
    url: '/api/resumes/import-file',
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

/** A small export built from LinkedIn's documented column names. */
const linkedInExport = () =>
  zipSync({
    'Profile.csv': strToU8(
      'First Name,Last Name,Headline,Summary,Geo Location\r\nNoor,Haddad,Data Engineer,Builds pipelines.,"Leeds, United Kingdom"\r\n',
    ),
    'Positions.csv': strToU8(
      'Company Name,Title,Description,Location,Started On,Finished On\r\nAire Data,Data Engineer,,Leeds,Jan 2022,\r\n',
    ),
    'Skills.csv': strToU8('Name\r\nPython\r\nSQL\r\n'),
    'Connections.csv': strToU8(
      'Notes:\r\n"Some addresses are missing."\r\n\r\nFirst Name,Last Name\r\nA,B\r\n',
    ),
  });

describe.each(testDialects())('LinkedIn data export import on %s', (dialect) => {
  let t: ResumeTestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await buildResumeTestApp(dialect);
    user = await newUser(t);
  });
  afterAll(async () => t?.close());

  it('reads the export ZIP into a document to review', async () => {
    const res = await upload(t, user, linkedInExport(), 'Basic_LinkedInDataExport.zip');
    expect(res.statusCode).toBe(200);
    const body = ImportFileResponseSchema.parse(res.json());
    expect(body).toMatchObject({ format: 'linkedin', pages: 0 });
    expect(body.document.basics).toMatchObject({ name: 'Noor Haddad', label: 'Data Engineer' });
    expect(body.document.work).toEqual([
      {
        name: 'Aire Data',
        position: 'Data Engineer',
        location: 'Leeds',
        startDate: '2022-01',
        endDate: '',
      },
    ]);
    expect(body.document.skills).toEqual([{ name: 'Python' }, { name: 'SQL' }]);
  }, 30_000);

  it('answers 413 for a ZIP bomb and 400 for a ZIP that is not an export', async () => {
    // 20 MB of one letter packs to some 20 KB: far past the ratio a real export has.
    const bomb = zipSync({ 'Skills.csv': new Uint8Array(20 * 1024 * 1024).fill(0x41) });
    const big = await upload(t, user, bomb, 'export.zip');
    expect(big.statusCode).toBe(413);
    expect(ApiErrorBodySchema.parse(big.json())).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: { format: 'linkedin', reason: 'ratio' },
    });

    const other = await upload(t, user, zipSync({ 'notes.txt': strToU8('hello') }), 'x.zip');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'IMPORT_FILE_UNREADABLE' });
  }, 30_000);

  it('answers 422 for an export with no resume data in it', async () => {
    const res = await upload(t, user, zipSync({ 'Skills.csv': strToU8('Name\r\n') }), 'e.zip');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IMPORT_FILE_NO_TEXT' });
  });
});
