import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

function problemKeys(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => p.key).sort();
    throw error;
  }
  return [];
}

describe('render settings', () => {
  it('size the pool from the machine and bound every render by default', () => {
    expect(loadConfig({}).render).toEqual({
      workers: Math.max(2, availableParallelism()),
      spareWorkers: 1,
      timeoutMs: 10_000,
      maxPages: 20,
      queueMax: 16,
      cacheBytes: 64 * 1024 * 1024,
      perUser: 2,
      rateLimitMax: 30,
    });
  });

  it('read each setting, the cache in megabytes', () => {
    const render = loadConfig({
      RENDER_WORKERS: '3',
      RENDER_SPARE_WORKERS: '0',
      RENDER_TIMEOUT_MS: '2500',
      RENDER_MAX_PAGES: '12',
      RENDER_QUEUE_MAX: '0',
      RENDER_CACHE_MB: '0',
      RENDER_PER_USER: '1',
      RENDER_RATE_LIMIT_MAX: '5',
    }).render;
    expect(render).toEqual({
      workers: 3,
      spareWorkers: 0,
      timeoutMs: 2500,
      maxPages: 12,
      queueMax: 0,
      cacheBytes: 0,
      perUser: 1,
      rateLimitMax: 5,
    });
  });

  it('refuses values that would disable a bound, listing every bad key', () => {
    expect(
      problemKeys({
        RENDER_WORKERS: '0',
        RENDER_SPARE_WORKERS: '9',
        RENDER_TIMEOUT_MS: 'soon',
        RENDER_MAX_PAGES: '0',
        RENDER_QUEUE_MAX: '-1',
        RENDER_CACHE_MB: '1.5',
        RENDER_PER_USER: '0',
        RENDER_RATE_LIMIT_MAX: '0',
      }),
    ).toEqual([
      'RENDER_CACHE_MB',
      'RENDER_MAX_PAGES',
      'RENDER_PER_USER',
      'RENDER_QUEUE_MAX',
      'RENDER_RATE_LIMIT_MAX',
      'RENDER_SPARE_WORKERS',
      'RENDER_TIMEOUT_MS',
      'RENDER_WORKERS',
    ]);
  });
});
