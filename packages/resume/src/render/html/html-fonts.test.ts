import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FontFamilyId } from '../../model/font-ids.ts';
import type { Resume } from '../../model/resume.ts';
import { RESUME_SAMPLES } from '../../samples/index.ts';
import { renderHtml } from './render-html.ts';

const CHROMIUM = '/usr/bin/chromium';

interface Face {
  family: string;
  weight: string;
  style: string;
  range: string;
  bytes: Buffer;
}

function fontFaces(html: string): Face[] {
  const rules = html.match(/@font-face \{[^}]*\}/g) ?? [];
  return rules.map((rule) => ({
    family: /font-family: '([^']+)'/.exec(rule)?.[1] ?? '',
    weight: /font-weight: (\d+)/.exec(rule)?.[1] ?? '',
    style: /font-style: (\w+)/.exec(rule)?.[1] ?? '',
    range: /unicode-range: ([^;]+);/.exec(rule)?.[1] ?? '',
    bytes: Buffer.from(/base64,([A-Za-z0-9+/=]+)\)/.exec(rule)?.[1] ?? '', 'base64'),
  }));
}

function withFont(resume: Resume, fontFamily: FontFamilyId): Resume {
  const copy = structuredClone(resume);
  copy.resumio!.design.fontFamily = fontFamily;
  return copy;
}

const base = RESUME_SAMPLES[0]!.resume;

describe('fonts embedded in the HTML export', () => {
  it.each([
    ['inter', 'Inter'],
    ['source-serif-4', 'Source Serif 4'],
    ['lato', 'Lato'],
  ] as const)('embeds %s as WOFF2 data for the page family', (id, family) => {
    const html = renderHtml(withFont(base, id));
    const faces = fontFaces(html);
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face.family).toBe(family);
      expect(face.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    // Regular, bold and italic are what the stylesheet draws with.
    expect(new Set(faces.map((f) => `${f.weight} ${f.style}`))).toEqual(
      new Set(['400 normal', '700 normal', '400 italic']),
    );
    expect(html).toContain(`font-family: ${family === 'Inter' ? 'Inter' : `'${family}'`}`);
  });

  it('embeds only the subset files the text needs', () => {
    const english = fontFaces(renderHtml(withFont(base, 'inter')));
    expect(english.every((f) => f.range.startsWith('U+0000-00FF'))).toBe(true);

    const cyrillic = withFont(base, 'inter');
    cyrillic.basics!.name = 'Анна Петрова';
    const faces = fontFaces(renderHtml(cyrillic));
    expect(faces.some((f) => f.range.includes('U+0400-045F'))).toBe(true);
    expect(faces.some((f) => f.range.includes('U+1F00-1FFF'))).toBe(false);
  });

  it('covers scripts a family lacks with its fallback, under the same family name', () => {
    const resume = withFont(base, 'lato');
    resume.basics!.name = 'Анна Петрова';
    const faces = fontFaces(renderHtml(resume));
    const cyrillic = faces.filter((f) => f.range.includes('U+0400-045F'));
    expect(cyrillic.length).toBeGreaterThan(0);
    expect(cyrillic.every((f) => f.family === 'Lato')).toBe(true);
  });
});

describe.skipIf(!existsSync(CHROMIUM))('HTML export in a browser', () => {
  it('draws the text with the embedded font', async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const page = await browser.newPage();
      const requests: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('data:')) requests.push(request.url());
      });
      const resume = withFont(base, 'source-serif-4');
      await page.setContent(renderHtml(resume), { waitUntil: 'load' });
      const result = await page.evaluate(async () => {
        await document.fonts.ready;
        const loaded = [...document.fonts]
          .filter((f) => f.status === 'loaded')
          .map((f) => `${f.family.replace(/["']/g, '')} ${f.weight} ${f.style}`);
        const h1 = document.querySelector('h1')!;
        return {
          loaded,
          nameCovered: document.fonts.check(`700 24px 'Source Serif 4'`, h1.textContent ?? ''),
          family: getComputedStyle(document.body).fontFamily,
        };
      });
      expect(result.loaded).toEqual(
        expect.arrayContaining(['Source Serif 4 400 normal', 'Source Serif 4 700 normal']),
      );
      expect(result.nameCovered).toBe(true);
      expect(result.family).toMatch(/^'?"?Source Serif 4/);
      // Nothing was fetched: the page is one self-contained file.
      expect(requests.filter((url) => url !== 'about:blank')).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
