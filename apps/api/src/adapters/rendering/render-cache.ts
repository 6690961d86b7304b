import type { ReadbackReport } from '@resumio/contract/resumes';
import type { PageImage } from '@resumio/resume/render';
import { LRUCache } from 'lru-cache';

export interface CachedRender {
  body: Buffer;
  pageCount?: number;
  readback?: ReadbackReport;
  scale?: number;
  fitsRequestedPages?: boolean;
  pages?: PageImage[];
}

export interface RenderCache {
  get(key: string): CachedRender | undefined;
  set(key: string, value: CachedRender): void;
}

/** Finished files by content hash, least recently used dropped first once `maxBytes` is full. */
export function createRenderCache(maxBytes: number): RenderCache {
  if (maxBytes <= 0) return { get: () => undefined, set: () => {} };
  const cache = new LRUCache<string, CachedRender>({
    maxSize: maxBytes,
    // The report is small next to the file; its field lists are counted roughly.
    sizeCalculation: (value) =>
      value.body.byteLength +
      512 +
      (value.readback ? JSON.stringify(value.readback).length : 0) +
      (value.pages ?? []).reduce((sum, page) => sum + page.bytes.byteLength + 64, 0),
  });
  return {
    get: (key) => cache.get(key),
    set: (key, value) => {
      cache.set(key, value);
    },
  };
}
