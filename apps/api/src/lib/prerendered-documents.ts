import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { compressDocument, type CompressedDocument } from './compressed-document.ts';

/** apps/web/build/prerender/prerender-site.ts writes this next to the documents. */
const ManifestSchema = z.object({
  origin: z.string().min(1),
  documents: z.record(
    z.string(),
    z.object({ file: z.string(), type: z.string(), status: z.number().int() }),
  ),
  notFound: z.array(z.object({ pattern: z.string(), document: z.string() })),
});

export interface ServedDocument {
  status: number;
  type: string;
  cacheControl: string;
  /** Compressed on first use, then kept: the text never changes while the process runs. */
  body(): CompressedDocument;
}

export interface PrerenderedDocuments {
  /** The document built for this path (a trailing slash ignored), if any. */
  find(path: string): ServedDocument | undefined;
  /** The not-found page for an address under a prerendered section (an unknown article). */
  notFound(path: string): ServedDocument | undefined;
  /** Every path with a document, e.g. to keep the static file server off them. */
  paths(): string[];
}

export interface PrerenderedOptions {
  /** The public address (PUBLIC_URL) that replaces the build's stand-in origin. */
  publicUrl: string;
  /** Final touches to HTML pages: the public config block, tag manager, social image addresses. */
  renderHtml(html: string): string;
}

/**
 * The build cannot know the public address, so it writes a stand-in origin; here it becomes the
 * real one, including where it sits URL-encoded inside share links.
 */
export function replaceOrigin(text: string, from: string, to: string): string {
  const target = to.replace(/\/+$/, '');
  return text
    .replaceAll(from, target)
    .replaceAll(encodeURIComponent(from), encodeURIComponent(target));
}

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Loads dist/prerendered (public pages as HTML, feeds, sitemap, robots.txt) for serving; null
 * when the web build has none, and the app shell answers every page as before.
 */
export function loadPrerenderedDocuments(
  webDistDir: string,
  options: PrerenderedOptions,
): PrerenderedDocuments | null {
  const dir = join(webDistDir, 'prerendered');
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = ManifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));

  const cache = new Map<string, ServedDocument>();
  const documentFor = (file: string, type: string, status: number): ServedDocument => {
    const key = `${file} ${status}`;
    const known = cache.get(key);
    if (known) return known;
    let text = replaceOrigin(
      readFileSync(join(dir, file), 'utf8'),
      manifest.origin,
      options.publicUrl,
    );
    const html = type.startsWith('text/html');
    if (html) text = options.renderHtml(text);
    let compressed: CompressedDocument | undefined;
    const served: ServedDocument = {
      status,
      type,
      // Pages are checked on every visit (a deploy changes them); feeds and the sitemap for an hour.
      cacheControl: html ? 'no-cache' : 'public, max-age=3600',
      body: () => (compressed ??= compressDocument(text)),
    };
    cache.set(key, served);
    return served;
  };

  const documents = new Map(
    Object.entries(manifest.documents).map(([path, entry]) => [
      path,
      documentFor(entry.file, entry.type, entry.status),
    ]),
  );
  const notFound = manifest.notFound.map((entry) => ({
    pattern: new RegExp(entry.pattern),
    served: documentFor(entry.document, 'text/html; charset=utf-8', 404),
  }));

  return {
    find: (path) => documents.get(normalizePath(path)),
    notFound: (path) => notFound.find((entry) => entry.pattern.test(path))?.served,
    paths: () => [...documents.keys()],
  };
}
