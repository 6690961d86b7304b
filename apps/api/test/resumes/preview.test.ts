import { ApiErrorBodySchema } from '@resumio/contract';
import { PREVIEW_HEADERS, PreviewPagesResponseSchema } from '@resumio/contract/resumes';
import { extractPdfText } from '@resumio/resume/render';
import { testDialects } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longResume } from './long-resume.ts';
import {
  buildResumeTestApp,
  call,
  newUser,
  resumeDocument,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

const url = '/api/resume-preview';

describe.each(testDialects())('POST /api/resume-preview on %s', (dialect) => {
  let t: ResumeTestApp;
  let free: SignedInUser;
  let premium: SignedInUser;
  beforeAll(async () => {
    t = await buildResumeTestApp(dialect);
    free = await newUser(t);
    premium = await newUser(t, { premium: true });
  });
  afterAll(async () => t?.close());

  it('draws a document nobody has saved, for a visitor without an account, and stores nothing', async () => {
    const document = resumeDocument({ name: 'Grace Hopper', label: 'Rear Admiral' });
    const res = await call(t, undefined, { method: 'POST', url, payload: { document } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers[PREVIEW_HEADERS.pageCount.toLowerCase()]).toBe('1');
    expect(res.headers[PREVIEW_HEADERS.scale.toLowerCase()]).toBe('1');
    expect(res.headers[PREVIEW_HEADERS.fitsRequestedPages.toLowerCase()]).toBe('true');
    const text = (await extractPdfText(new Uint8Array(res.rawPayload))).text;
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Rear Admiral');
    const rows = await t.database.db.selectFrom('resumes').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('draws the template asked for, and says when fit-to-one-page shrank the design', async () => {
    const [job] = longResume().work!;
    // A little over one page: fit-to-one-page shrinks it onto one.
    const work = [0, 1, 2].map(() => ({ ...job!, highlights: job!.highlights!.slice(0, 9) }));
    const base = resumeDocument({ name: 'Katherine Johnson', work });
    const document = {
      ...base,
      resumio: { ...base.resumio!, design: { ...base.resumio!.design, fitToOnePage: true } },
    };
    const res = await call(t, free, {
      method: 'POST',
      url,
      payload: { document, templateId: 'modern' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers[PREVIEW_HEADERS.pageCount.toLowerCase()]).toBe('1');
    expect(Number(res.headers[PREVIEW_HEADERS.scale.toLowerCase()])).toBeLessThan(1);
  });

  it('draws a premium template only for Premium members', async () => {
    const document = resumeDocument({ templateId: 'executive', name: 'Mary Jackson' });
    for (const user of [undefined, free]) {
      const res = await call(t, user, { method: 'POST', url, payload: { document } });
      expect(res.statusCode).toBe(403);
      expect(ApiErrorBodySchema.parse(res.json()).code).toBe('PREMIUM_REQUIRED');
    }
    const asked = await call(t, free, {
      method: 'POST',
      url,
      payload: { document: resumeDocument(), templateId: 'ledger' },
    });
    expect(asked.statusCode).toBe(403);
    const res = await call(t, premium, { method: 'POST', url, payload: { document } });
    expect(res.statusCode).toBe(200);
    expect((await extractPdfText(new Uint8Array(res.rawPayload))).text).toContain('Mary Jackson');
  });

  it('refuses what is not a resume with 400 and the fields at fault', async () => {
    for (const payload of [
      {},
      { document: 'a resume' },
      { document: resumeDocument(), templateId: 'no-such-template' },
      { document: { ...resumeDocument(), work: 'everywhere' } },
    ]) {
      const res = await call(t, undefined, { method: 'POST', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = ApiErrorBodySchema.parse(res.json());
      expect(body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses the 95-page document at once, naming the page limit', async () => {
    const res = await call(t, undefined, {
      method: 'POST',
      url,
      payload: { document: longResume() },
    });
    expect(res.statusCode).toBe(422);
    const body = ApiErrorBodySchema.parse(res.json());
    expect(body.code).toBe('RESUME_TOO_LONG');
    expect(body.details).toMatchObject({ limit: 20 });
  });

  it('treats a token that does not verify as a visitor without an account', async () => {
    const res = await call(t, undefined, {
      method: 'POST',
      url,
      payload: { document: resumeDocument() },
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(200);
  });

  describe('as page images', () => {
    const pagesUrl = '/api/resume-preview/pages';
    const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

    it('draws every page as a JPEG of the width asked for', async () => {
      const [job] = longResume().work!;
      const work = [0, 1, 2, 3].map(() => ({ ...job!, highlights: job!.highlights!.slice(0, 9) }));
      const document = resumeDocument({ name: 'Dorothy Vaughan', work });
      const res = await call(t, undefined, {
        method: 'POST',
        url: pagesUrl,
        payload: { document, widthPx: 640 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = PreviewPagesResponseSchema.parse(res.json());
      expect(body.pageCount).toBeGreaterThan(1);
      expect(body.pages).toHaveLength(body.pageCount);
      for (const page of body.pages) {
        expect(page.width).toBe(640);
        expect(page.height).toBe(Math.round((640 * page.heightPt) / page.widthPt));
        const bytes = Buffer.from(page.jpeg, 'base64');
        expect(isJpeg(bytes)).toBe(true);
        expect(bytes.byteLength).toBeGreaterThan(10_000);
      }
    });

    it('refuses a width no screen has, and a premium template for a free account', async () => {
      for (const widthPx of [0, 99, 1641, 640.5]) {
        const res = await call(t, undefined, {
          method: 'POST',
          url: pagesUrl,
          payload: { document: resumeDocument(), widthPx },
        });
        expect(res.statusCode, String(widthPx)).toBe(400);
        expect(ApiErrorBodySchema.parse(res.json()).code).toBe('VALIDATION_ERROR');
      }
      const res = await call(t, free, {
        method: 'POST',
        url: pagesUrl,
        payload: { document: resumeDocument({ templateId: 'timeline' }), widthPx: 640 },
      });
      expect(res.statusCode).toBe(403);
      expect(ApiErrorBodySchema.parse(res.json()).code).toBe('PREMIUM_REQUIRED');
    });
  });
});
