// Build step after the client build: renders every public page to HTML and writes the blog's feeds,
// the sitemap and robots.txt into dist/prerendered, with a manifest the server serves them from.
// Bundled by `vite build --ssr` and run by scripts/build.mjs with the dist folder as argument.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadPost, posts } from 'virtual:blog-content';
import { ANY_PATH, prerenderedStamp } from '../../src/app/render-inputs.ts';
import { renderPage } from '../../src/entry-server.tsx';
import { socialImagePath } from '../../src/features/blog/blog-posts.ts';
import type { BlogPost } from '../../src/features/blog/blog-types.ts';
import { renderHeadTags } from '../../src/lib/head-tags.ts';
import { PREVIEW_EDITOR_META } from '../../src/features/preview-editor/preview-editor-meta.ts';
import { type PageMeta, resolvePageHead } from '../../src/lib/seo.ts';
import { buildFeeds } from '../blog/feeds.ts';
import { rasterizeCover } from '../blog/social-cards.ts';
import { defaultHead, seoHeadHtml } from '../seo-head-plugin.ts';
import { composeDocument, composeShellDocument } from './compose-document.ts';
import startScriptSource from './start-after-paint.js?raw';
import { BUILD_ORIGIN, prerenderConfig } from './prerender-config.ts';
import { buildSitemap } from './sitemap.ts';
import {
  type APP_ONLY_PUBLIC_PAGES,
  BLOG_NOT_FOUND_PATTERNS,
  fileFor,
  planPages,
  sitemapEntries,
  type PlannedPage,
} from './site-pages.ts';

export interface ManifestDocument {
  file: string;
  type: string;
  status: number;
}

/** Read by the API (apps/api/src/lib/prerendered-documents.ts). */
export interface PrerenderManifest {
  /** Written wherever the public address belongs; the server puts its own in its place. */
  origin: string;
  documents: Record<string, ManifestDocument>;
  /** Addresses (regular expressions) answered 404 with a document when nothing else matched. */
  notFound: { pattern: string; document: string }[];
}

const HTML = 'text/html; charset=utf-8';

const FEEDS = [
  {
    type: 'application/rss+xml',
    title: 'Resumio blog (RSS)',
    href: `${BUILD_ORIGIN}/blog/rss.xml`,
  },
  {
    type: 'application/atom+xml',
    title: 'Resumio blog (Atom)',
    href: `${BUILD_ORIGIN}/blog/atom.xml`,
  },
];

function write(outDir: string, file: string, text: string) {
  const path = join(outDir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Copies start-after-paint.js into the build under a name that changes with its content. */
function writeStartScript(distDir: string): string {
  const hash = createHash('sha256').update(startScriptSource).digest('hex').slice(0, 10);
  const path = `/assets/start-after-paint-${hash}.js`;
  writeFileSync(join(distDir, path), startScriptSource);
  return path;
}

/** The text of every stylesheet the app shell links, by address. */
function readStylesheets(distDir: string, template: string): Record<string, string> {
  const hrefs = [...template.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
  return Object.fromEntries(
    hrefs.map(([, href]) => [href!, readFileSync(join(distDir, href!), 'utf8')]),
  );
}

interface DocumentParts {
  template: string;
  now: Date;
  startScript: string;
  stylesheets: Record<string, string>;
}

async function renderDocument(page: PlannedPage, parts: DocumentParts) {
  const { html, meta } = await renderPage(page.path, prerenderConfig);
  const pageHead = resolvePageHead(meta, {
    appName: prerenderConfig.appName,
    siteUrl: BUILD_ORIGIN,
    path: page.path,
  });
  const head = renderHeadTags({
    ...pageHead,
    siteStructuredData: defaultHead().siteStructuredData,
    alternates: FEEDS,
  });
  return composeDocument({
    template: parts.template,
    defaultHead: seoHeadHtml(),
    head,
    appHtml: html,
    // The not-found page is served for every unknown blog address.
    stamp: prerenderedStamp(page.status === 404 ? ANY_PATH : page.path, prerenderConfig, parts.now),
    startScript: parts.startScript,
    stylesheets: parts.stylesheets,
  });
}

/** Public pages the app draws in the browser, served as the shell with their own head. */
const APP_ONLY_HEADS: Record<(typeof APP_ONLY_PUBLIC_PAGES)[number], PageMeta> = {
  '/preview-editor': PREVIEW_EDITOR_META,
};

function renderShellDocument(path: string, meta: PageMeta, template: string) {
  const pageHead = resolvePageHead(meta, {
    appName: prerenderConfig.appName,
    siteUrl: BUILD_ORIGIN,
    path,
  });
  const head = renderHeadTags({
    ...pageHead,
    siteStructuredData: defaultHead().siteStructuredData,
  });
  return composeShellDocument({ template, defaultHead: seoHeadHtml(), head });
}

export async function prerenderSite(distDir: string): Promise<PrerenderManifest> {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const outDir = join(distDir, 'prerendered');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const parts: DocumentParts = {
    template,
    now: new Date(),
    startScript: writeStartScript(distDir),
    stylesheets: readStylesheets(distDir, template),
  };
  const pages = planPages(posts);
  const manifest: PrerenderManifest = { origin: BUILD_ORIGIN, documents: {}, notFound: [] };
  for (const page of pages) {
    write(outDir, page.file, await renderDocument(page, parts));
    if (page.status === 200) {
      manifest.documents[page.path] = { file: page.file, type: HTML, status: 200 };
    } else {
      for (const pattern of BLOG_NOT_FOUND_PATTERNS) {
        manifest.notFound.push({ pattern, document: page.file });
      }
    }
  }

  for (const [path, meta] of Object.entries(APP_ONLY_HEADS)) {
    const file = fileFor(path);
    write(outDir, file, renderShellDocument(path, meta, template));
    manifest.documents[path] = { file, type: HTML, status: 200 };
  }

  const fullPosts = (await Promise.all(posts.map((post) => loadPost(post.slug)))).filter(
    (post): post is BlogPost => post !== null,
  );
  for (const post of posts) {
    const card = socialImagePath(post);
    if (card !== post.cover) {
      const path = join(distDir, card);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, rasterizeCover(join(distDir, post.cover)));
    }
  }
  const feeds = buildFeeds(fullPosts, { origin: BUILD_ORIGIN, name: prerenderConfig.appName });
  write(outDir, 'blog/rss.xml', feeds.rss);
  manifest.documents['/blog/rss.xml'] = {
    file: 'blog/rss.xml',
    type: 'application/rss+xml; charset=utf-8',
    status: 200,
  };
  write(outDir, 'blog/atom.xml', feeds.atom);
  manifest.documents['/blog/atom.xml'] = {
    file: 'blog/atom.xml',
    type: 'application/atom+xml; charset=utf-8',
    status: 200,
  };

  const sitemap = buildSitemap(sitemapEntries(pages), BUILD_ORIGIN);
  write(outDir, 'sitemap.xml', sitemap);
  manifest.documents['/sitemap.xml'] = {
    file: 'sitemap.xml',
    type: 'application/xml; charset=utf-8',
    status: 200,
  };

  // public/robots.txt says what to skip; the sitemap line needs the public address.
  const robotsSource = join(distDir, 'robots.txt');
  const robots = existsSync(robotsSource)
    ? readFileSync(robotsSource, 'utf8').trimEnd()
    : 'User-agent: *\nAllow: /';
  write(outDir, 'robots.txt', `${robots}\n\nSitemap: ${BUILD_ORIGIN}/sitemap.xml\n`);
  manifest.documents['/robots.txt'] = {
    file: 'robots.txt',
    type: 'text/plain; charset=utf-8',
    status: 200,
  };

  write(outDir, 'manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const distDir = process.argv[2];
if (distDir) {
  const started = performance.now();
  prerenderSite(resolve(distDir)).then(
    (manifest) => {
      const count = Object.keys(manifest.documents).length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Prerendered ${count} documents in ${seconds} s`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
