import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const reactPdfVersion = (
  createRequire(import.meta.url)('@react-pdf/renderer/package.json') as { version: string }
).version;

/**
 * Part of every cache key. Bump the first part when a change to templates, fonts or the
 * renderers should not serve files rendered before it (the cache lives in memory, so a restart
 * clears it too).
 */
export const RENDER_ENGINE_VERSION = `resumio-render-1;react-pdf-${reactPdfVersion}`;

/** JSON with object keys sorted at every level, so equal documents give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * sha256 of what decides the output: the format, the engine and the document, whose `resumio`
 * settings carry the template and design actually drawn.
 */
export function renderCacheKey(format: string, document: unknown): string {
  return createHash('sha256')
    .update(`${RENDER_ENGINE_VERSION}\n${format}\n`)
    .update(canonicalJson(document))
    .digest('hex');
}
