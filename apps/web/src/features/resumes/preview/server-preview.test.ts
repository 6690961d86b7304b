import { createResume } from '@resumio/resume';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fitsColumn,
  guessPageWidth,
  prefetchFirstPreview,
  takePrefetchedPreview,
} from './first-preview.ts';
import { renderOnServer, serverCanDraw } from './server-preview.ts';

const pdfBytes = new TextEncoder().encode('%PDF-1.7 test');

function answer(status: number, headers: Record<string, string>, body: BodyInit = pdfBytes) {
  return vi.fn(async () => new Response(body, { status, headers }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the server draws the first preview', () => {
  it('draws free templates only: a premium one is drawn by the browser', () => {
    const resume = createResume({ title: 'R', templateId: 'modern' });
    expect(serverCanDraw(resume)).toBe(true);
    expect(serverCanDraw(resume, 'executive')).toBe(false);
    expect(serverCanDraw(createResume({ title: 'R', templateId: 'ledger' }))).toBe(false);
    expect(serverCanDraw({ basics: { name: 'No settings yet' } })).toBe(true);
    // A Premium member's premium template is asked for (and the server checks the plan).
    expect(serverCanDraw(resume, 'executive', true)).toBe(true);
  });

  it('reads the page count, scale and fit from the answer', async () => {
    const fetch = answer(200, {
      'content-type': 'application/pdf',
      'x-page-count': '2',
      'x-preview-scale': '0.85',
      'x-fits-requested-pages': 'false',
    });
    vi.stubGlobal('fetch', fetch);
    const resume = createResume({ title: 'R', templateId: 'classic' });
    const rendered = await renderOnServer(resume, 'modern');
    expect(rendered).toMatchObject({ pageCount: 2, scale: 0.85, fitsRequestedPages: false });
    expect(Array.from(new Uint8Array(rendered.pdf))).toEqual(Array.from(pdfBytes));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/resume-preview');
    expect(JSON.parse(init.body as string)).toEqual({ document: resume, templateId: 'modern' });
  });

  it('rejects a refusal or an answer that is not a PDF, so the browser draws instead', async () => {
    const resume = createResume({ title: 'R' });
    vi.stubGlobal('fetch', answer(503, { 'content-type': 'application/json' }, '{}'));
    await expect(renderOnServer(resume)).rejects.toThrow('503');
    vi.stubGlobal('fetch', answer(200, { 'content-type': 'text/html' }, '<html>'));
    await expect(renderOnServer(resume)).rejects.toThrow('not answer with a PDF');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(renderOnServer(resume)).rejects.toThrow('could not be reached');
  });

  it('hands the prefetched pages to the same document only, once', async () => {
    const jpeg = btoa('not really a jpeg');
    const page = { width: 400, height: 518, widthPt: 612, heightPt: 792, jpeg };
    const fetch = answer(
      200,
      { 'content-type': 'application/json' },
      JSON.stringify({ pageCount: 2, scale: 1, fitsRequestedPages: true, pages: [page, page] }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 400, height: 518, close() {} })),
    );
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage() {} } as never);
    const resume = createResume({ title: 'Prefetched', name: 'Ada' });
    prefetchFirstPreview(resume);
    prefetchFirstPreview(structuredClone(resume));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/resume-preview/pages');
    expect(JSON.parse(init.body as string).widthPx).toBe(guessPageWidth(window.innerWidth));
    expect(takePrefetchedPreview({ ...resume, basics: { name: 'Grace' } })).toBeUndefined();
    expect(takePrefetchedPreview(resume, 'modern')).toBeUndefined();
    const taken = takePrefetchedPreview(structuredClone(resume));
    expect(taken).toBeDefined();
    const pages = await taken!;
    expect(pages.pageCount).toBe(2);
    expect(pages.canvases.map((c) => [c.width, c.height, c.dataset.aspect])).toEqual([
      [400, 518, '612 / 792'],
      [400, 518, '612 / 792'],
    ]);
    expect(takePrefetchedPreview(resume)).toBeUndefined();
    getContext.mockRestore();
  });

  it('draws ahead at a width the preview column will show sharply, or draws again', () => {
    expect(guessPageWidth(1280)).toBeGreaterThan(400);
    expect(guessPageWidth(390)).toBe(326);
    expect(guessPageWidth(5000)).toBe(820);
    expect(fitsColumn(540, 540)).toBe(true);
    expect(fitsColumn(600, 540)).toBe(true);
    expect(fitsColumn(500, 540)).toBe(false);
    expect(fitsColumn(900, 540)).toBe(false);
  });
});
