import { getSample } from '@resumio/resume';
import { describe, expect, it } from 'vitest';
import { canonicalJson, renderCacheKey } from '../../src/adapters/rendering/cache-key.ts';
import { estimatePages } from '../../src/adapters/rendering/estimate-pages.ts';
import { createRenderCache } from '../../src/adapters/rendering/render-cache.ts';
import { longResume } from './long-resume.ts';

describe('page estimate', () => {
  it('puts the 95-page document far over the 20-page cap, quickly', () => {
    const monster = longResume();
    expect(Buffer.byteLength(JSON.stringify(monster))).toBeGreaterThan(400_000);
    const started = performance.now();
    const pages = estimatePages(monster);
    expect(performance.now() - started).toBeLessThan(500);
    expect(pages).toBeGreaterThan(60);
    expect(pages).toBeLessThan(95);
  });

  it('runs short of real lengths, so ordinary resumes are never refused', () => {
    // Rendered page counts of these samples: 3, 2 and 1.
    for (const [id, pages] of [
      ['staff-engineer', 3],
      ['product-manager', 2],
      ['product-designer', 1],
    ] as const) {
      const estimate = estimatePages(getSample(id)!);
      expect(estimate, id).toBeGreaterThan(pages * 0.3);
      expect(estimate, id).toBeLessThanOrEqual(pages);
    }
    // About ten pages rendered: a long but legitimate resume.
    const tenPages = estimatePages(longResume({ jobs: 12, bullets: 12 }));
    expect(tenPages).toBeGreaterThan(3);
    expect(tenPages).toBeLessThan(10);
  });

  it('counts a line break inside a bullet as a line, and every kind of space as a character', () => {
    // Rendered: 9 pages for three entries of three 30-line bullets (estimated 0.3 before).
    const broken = longResume({ jobs: 3, bullets: 3 });
    for (const job of broken.work!) {
      job.highlights = job.highlights!.map(() => Array.from({ length: 30 }, () => 'ab').join('\n'));
    }
    expect(estimatePages(broken)).toBeGreaterThan(4);
    expect(estimatePages(broken)).toBeLessThanOrEqual(9);
    const spaced = longResume({ jobs: 12, bullets: 12 });
    const plain = estimatePages(spaced);
    for (const space of ['\u00a0', '\u2003', '\u3000', '\u202f']) {
      const other = structuredClone(spaced);
      for (const job of other.work!) {
        job.highlights = job.highlights!.map((bullet) => bullet.replaceAll(' ', space));
      }
      expect(estimatePages(other), JSON.stringify(space)).toBeCloseTo(plain, 5);
    }
  });

  it('counts fit-to-one-page at the smallest type it may shrink to', () => {
    const resume = longResume({ jobs: 20, bullets: 20 });
    const asDesigned = estimatePages(resume);
    resume.resumio!.design.fitToOnePage = true;
    expect(estimatePages(resume)).toBeLessThan(asDesigned);
  });
});

describe('render cache key', () => {
  it('ignores key order and undefined fields, as JSON does', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }, null] })).toBe(
      '{"a":[{"d":2},null],"b":1}',
    );
    const resume = getSample('product-manager')!;
    const reordered = Object.fromEntries(Object.entries(resume).reverse());
    expect(renderCacheKey('pdf', reordered)).toBe(renderCacheKey('pdf', resume));
  });

  it('changes with one character, the template, the design or the format', () => {
    const resume = getSample('product-manager')!;
    const key = renderCacheKey('pdf', resume);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const edited = structuredClone(resume);
    edited.basics!.name = `${edited.basics!.name}.`;
    const template = structuredClone(resume);
    template.resumio!.templateId =
      template.resumio!.templateId === 'classic' ? 'modern' : 'classic';
    const design = structuredClone(resume);
    design.resumio!.design.fontSize += 0.5;
    const keys = [key, ...[edited, template, design].map((d) => renderCacheKey('pdf', d))];
    keys.push(renderCacheKey('docx', resume));
    expect(new Set(keys).size).toBe(5);
  });
});

describe('render cache', () => {
  const file = (size: number, fill: number) => ({ body: Buffer.alloc(size, fill) });

  it('keeps files up to its size in bytes, dropping the least recently used first', () => {
    const cache = createRenderCache(3000);
    cache.set('a', file(900, 1));
    cache.set('b', file(900, 2));
    expect(cache.get('a')?.body[0]).toBe(1);
    cache.set('c', file(900, 3));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body[0]).toBe(1);
    expect(cache.get('c')?.body[0]).toBe(3);
  });

  it('keeps nothing when its size is zero', () => {
    const cache = createRenderCache(0);
    cache.set('a', file(10, 1));
    expect(cache.get('a')).toBeUndefined();
  });
});
