import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPath, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@resumio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { allowedMethods } from '../lib/allowed-methods.ts';
import { gtmSnippet } from '../lib/gtm-snippet.ts';
import {
  compressDocument,
  pickEncoding,
  type CompressedDocument,
} from '../lib/compressed-document.ts';
import { loadPrerenderedDocuments, type ServedDocument } from '../lib/prerendered-documents.ts';
import { withStructuredDataRating } from '../lib/structured-data-rating.ts';
import { sendError } from './errors.ts';

/** JSON inside a <script> must not be able to close the element. */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The build knows only the image's path; social networks fetch the card image from their own
 * servers, so og:image and twitter:image must name it on the public address.
 */
export function absoluteSocialImages(html: string, publicUrl: string): string {
  const origin = `${publicUrl.replace(/\/+$/, '')}/`;
  return html.replace(
    /(<meta\s+(?:property="og:image"|name="twitter:image")\s+content=")([^"]*)"/g,
    (_tag, start: string, content: string) => {
      const path = content.replace(/&amp;/g, '&');
      if (!URL.canParse(path, origin)) return `${start}${content}"`;
      return `${start}${escapeAttribute(new URL(path, origin).href)}"`;
    },
  );
}

export interface WebAppOptions {
  config: Config;
  /** Embedded in index.html, so the app starts without asking the API for it. */
  publicConfig: PublicConfig;
}

export function renderIndexHtml(template: string, { config, publicConfig }: WebAppOptions): string {
  const configBlock = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${safeJson(publicConfig)}</script>`;
  let head = configBlock;
  let body = '';
  if (config.gtmId) {
    head += `<script>${gtmSnippet(config.gtmId).script}</script>`;
    body = `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(config.gtmId)}" height="0" width="0" style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>`;
  }
  const page = withStructuredDataRating(
    absoluteSocialImages(template, config.publicUrl),
    config.structuredDataRating,
  );
  const withHead = page.includes('<!--app-config-->')
    ? page.replace('<!--app-config-->', head)
    : page.replace('</head>', `${head}</head>`);
  return body ? withHead.replace(/<body([^>]*)>/, `<body$1>${body}`) : withHead;
}

function wantsApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/oidc')) return false;
  // A missing hashed asset is a real 404, not an app route.
  if (path.startsWith('/assets/')) return false;
  return true;
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, the public
 * pages prerendered at build time (and their feeds, sitemap and robots.txt), a prerendered 404
 * page for unknown blog addresses, index.html (with the public config embedded) for every other
 * page of the app, and the same with status 404 for addresses the app has no page for.
 */
export default fp<WebAppOptions>(
  async function webApp(app: FastifyInstance, options) {
    const { config } = options;
    const indexPath = join(config.webDistDir, 'index.html');
    const hasBuild = existsSync(indexPath);
    let indexHtml: CompressedDocument | undefined;
    const prerendered = hasBuild
      ? loadPrerenderedDocuments(config.webDistDir, {
          publicUrl: config.publicUrl,
          renderHtml: (html) => renderIndexHtml(html, options),
        })
      : null;
    if (hasBuild) {
      indexHtml = compressDocument(renderIndexHtml(readFileSync(indexPath, 'utf8'), options));
      // Files the build also wrote as prerendered documents (robots.txt) are served from those.
      const replaced = (prerendered?.paths() ?? [])
        .map((path) => path.slice(1))
        .filter((file) => file && existsSync(join(config.webDistDir, file)));
      await app.register(fastifyStatic, {
        root: config.webDistDir,
        wildcard: false,
        index: false,
        cacheControl: false,
        // index.html is served rendered (with the public config), never raw; compressed siblings
        // are found by preCompressed, not routed to. The prerendered folder is served rendered
        // too, and the build manifest is for the build only.
        globIgnore: [
          'index.html',
          'index.html.*',
          '**/*.br',
          '**/*.gz',
          'prerendered/**',
          '.vite/**',
          ...replaced,
        ],
        preCompressed: true,
        setHeaders(reply, path) {
          reply.header(
            'cache-control',
            path.includes('/assets/')
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
          );
        },
      });
    } else {
      app.log.warn({ dir: config.webDistDir }, 'web app build not found; serving the API only');
    }

    const send = (
      request: FastifyRequest,
      reply: FastifyReply,
      document: CompressedDocument,
      { status = 200, type = 'text/html; charset=utf-8', cacheControl = 'no-cache' } = {},
    ) => {
      const { encoding, body } = pickEncoding(document, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .code(status)
        .type(type)
        .header('cache-control', cacheControl)
        .header('vary', 'Accept-Encoding')
        .send(body);
    };
    const sendIndex = (request: FastifyRequest, reply: FastifyReply, status = 200) =>
      send(request, reply, indexHtml!, { status });
    const sendPrerendered = (request: FastifyRequest, reply: FastifyReply, doc: ServedDocument) =>
      send(request, reply, doc.body(), doc);

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (indexHtml && wantsApp(request)) {
        const document = prerendered?.find(path) ?? prerendered?.notFound(path);
        if (document) return sendPrerendered(request, reply, document);
        // An address the app has no page for gets the app's not-found page, and says so.
        return sendIndex(request, reply, isAppPath(path) ? 200 : 404);
      }
      // A path the API has, asked with another method: say which methods it takes.
      const allowed = path.startsWith('/api/') ? allowedMethods(app, path) : [];
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendError(
          reply,
          'METHOD_NOT_ALLOWED',
          `${request.method} is not allowed here; use ${allowed.join(', ')}.`,
          { allow: allowed },
        );
      }
      return sendError(reply, 'NOT_FOUND', `No route for ${request.method} ${path}.`);
    });

    if (indexHtml) {
      app.get('/', async (request, reply) => {
        const home = prerendered?.find('/');
        return home ? sendPrerendered(request, reply, home) : sendIndex(request, reply);
      });
      app.get('/index.html', async (request, reply) => sendIndex(request, reply));
      // Browsers ask for /favicon.ico on pages that name no icon; the app's icon is an SVG.
      if (existsSync(join(config.webDistDir, 'favicon.svg'))) {
        app.get('/favicon.ico', async (_request, reply) =>
          reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
        );
      }
    }
  },
  { name: 'web-app' },
);
