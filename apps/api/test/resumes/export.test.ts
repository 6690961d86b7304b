import { ApiErrorBodySchema } from '@resumio/contract';
import {
  exportContentTypes,
  exportFormats,
  ReadbackReportSchema,
  type ResumeDetail,
} from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
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

const exportUrl = (id: string, query: string) => `/api/resumes/${id}/export?${query}`;

describe.each(testDialects())('resume export on %s', (dialect) => {
  let t: ResumeTestApp;
  let free: SignedInUser;
  let premium: SignedInUser;
  let freeResume: ResumeDetail;
  let premiumTemplateResume: ResumeDetail;
  let premiumResume: ResumeDetail;
  beforeAll(async () => {
    t = await buildResumeTestApp(dialect);
    free = await newUser(t);
    premium = await newUser(t, { premium: true });
    freeResume = await createViaApi(t, free, {
      source: 'document',
      document: resumeDocument({ templateId: 'classic' }),
    });
    premiumTemplateResume = await createViaApi(t, free, {
      source: 'document',
      document: resumeDocument({ templateId: 'executive' }),
    });
    premiumResume = await createViaApi(t, premium, {
      source: 'sample',
      sampleId: 'ml-researcher-pl',
    });
  });
  afterAll(async () => t?.close());

  describe('free user', () => {
    it('exports a PDF in a free template, with its read-back score', async () => {
      const res = await call(t, free, {
        method: 'GET',
        url: exportUrl(freeResume.id, 'format=pdf'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-ats-readability']).toBe('100');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename=ada-lovelace-resume.pdf; filename*=UTF-8''Ada%20Lovelace%20Resume.pdf`,
      );
    });

    it('exports PDF when no format is named', async () => {
      const res = await call(t, free, {
        method: 'GET',
        url: `/api/resumes/${freeResume.id}/export`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    });

    it.each(exportFormats.filter((f) => f !== 'pdf'))(
      'meets the premium gate on %s',
      async (format) => {
        const res = await call(t, free, {
          method: 'GET',
          url: exportUrl(freeResume.id, `format=${format}`),
        });
        expect(res.statusCode).toBe(403);
        const body = ApiErrorBodySchema.parse(res.json());
        expect(body.code).toBe('PREMIUM_REQUIRED');
        expect(body.message).toContain('Export to Multiple Formats');
        expect(body.details).toMatchObject({ format, templateId: 'classic' });
        expect(res.headers['content-disposition']).toBeUndefined();
      },
    );

    it("meets the gate on a PDF in a premium template, the resume's or the query's", async () => {
      for (const url of [
        exportUrl(premiumTemplateResume.id, 'format=pdf'),
        exportUrl(freeResume.id, 'format=pdf&templateId=timeline'),
      ]) {
        const res = await call(t, free, { method: 'GET', url });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe('PREMIUM_REQUIRED');
      }
    });

    it('may export a premium-template resume as PDF in a free template', async () => {
      const res = await call(t, free, {
        method: 'GET',
        url: exportUrl(premiumTemplateResume.id, 'format=pdf&templateId=modern'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    });

    it('refuses unknown formats and templates with 400', async () => {
      for (const query of ['format=exe', 'format=PDF', 'templateId=fancy', 'format=']) {
        const res = await call(t, free, { method: 'GET', url: exportUrl(freeResume.id, query) });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
    });

    it('may check the readability of any template, as the preview may show any', async () => {
      for (const query of ['', 'templateId=executive']) {
        const res = await call(t, free, {
          method: 'GET',
          url: `/api/resumes/${premiumTemplateResume.id}/readback?${query}`,
        });
        expect(res.statusCode).toBe(200);
        expect(ReadbackReportSchema.parse(res.json())).toMatchObject({ ok: true, score: 100 });
      }
    });
  });

  describe('premium user', () => {
    const magic: Partial<Record<(typeof exportFormats)[number], (body: Buffer) => void>> = {
      pdf: (b) => expect(b.subarray(0, 5).toString('latin1')).toBe('%PDF-'),
      docx: (b) => expect(b.subarray(0, 2).toString('latin1')).toBe('PK'),
      html: (b) => expect(b.toString('utf8')).toMatch(/^<!doctype html>/i),
      json: (b) => expect(JSON.parse(b.toString('utf8')).basics.name).toBe('Zoë Łukasiewicz'),
      md: (b) => expect(b.toString('utf8')).toContain('Zoë Łukasiewicz'),
      txt: (b) => expect(b.toString('utf8')).toContain('Zoë Łukasiewicz'),
    };

    it.each(exportFormats)('exports %s in a premium template', async (format) => {
      const res = await call(t, premium, {
        method: 'GET',
        url: exportUrl(premiumResume.id, `format=${format}`),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(exportContentTypes[format]);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename=zoe-lukasiewicz-resume.${format}; filename*=UTF-8''Zo%C3%AB%20%C5%81ukasiewicz%20Resume.${format}`,
      );
      magic[format]!(res.rawPayload);
      if (format === 'pdf') expect(Number(res.headers['x-ats-readability'])).toBe(100);
      else expect(res.headers['x-ats-readability']).toBeUndefined();
    });

    it('sends the HTML export under a policy that runs nothing', async () => {
      const res = await call(t, premium, {
        method: 'GET',
        url: exportUrl(premiumResume.id, 'format=html'),
      });
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it('reports the read-back of a sample as ok', async () => {
      const res = await call(t, premium, {
        method: 'GET',
        url: `/api/resumes/${premiumResume.id}/readback`,
      });
      expect(res.statusCode).toBe(200);
      const report = ReadbackReportSchema.parse(res.json());
      expect(report).toMatchObject({ ok: true, score: 100, missing: [], outOfOrder: [] });
      expect(report.fields).toBeGreaterThan(10);
      expect(report.pageCount).toBeGreaterThanOrEqual(1);
    });
  });

  it('gives a safe file name for a hostile title', async () => {
    const hostile = 'José "Núñez" / CV\r\n';
    const document = resumeDocument({ name: '', title: hostile });
    const created = await createViaApi(t, premium, { source: 'document', document });
    // Column and list show one clean line; the document keeps what was typed.
    expect(created.title).toBe('José "Núñez" / CV');
    expect(created.document.resumio?.title).toBe(hostile);

    for (const format of ['pdf', 'md'] as const) {
      const res = await call(t, premium, {
        method: 'GET',
        url: exportUrl(created.id, `format=${format}`),
      });
      expect(res.statusCode).toBe(200);
      const disposition = res.headers['content-disposition'] as string;
      expect(disposition).toBe(
        `attachment; filename=jose-nunez-cv.${format}; filename*=UTF-8''Jos%C3%A9%20N%C3%BA%C3%B1ez%20CV.${format}`,
      );
      expect(disposition).toMatch(/^[\x20-\x7e]+$/);
      const quoted = /filename=([^;]*);/.exec(disposition)![1]!;
      expect(quoted).toMatch(/^[a-z0-9-]+\.[a-z]+$/);
      const star = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
      expect(decodeURIComponent(star)).toBe(`José Núñez CV.${format}`);
    }
  });

  it('queues renders instead of running them all at once', async () => {
    const runs = Array.from({ length: 5 }, () =>
      call(t, premium, { method: 'GET', url: exportUrl(premiumResume.id, 'format=docx') }),
    );
    const results = await Promise.all(runs);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});
