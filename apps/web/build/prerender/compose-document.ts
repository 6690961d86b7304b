import { escapeHtml } from '../../src/lib/head-tags.ts';
import { PRERENDERED_ATTRIBUTE } from '../../src/app/render-inputs.ts';
import { EARLY_ENTRY_ATTRIBUTE } from '../early-entry-plugin.ts';

const EMPTY_ROOT = '<div id="root"></div>';

export interface ComposeDocumentOptions {
  /** The built app shell (dist/index.html). */
  template: string;
  /** The shell's default head tags, replaced by the page's own. */
  defaultHead: string;
  head: string;
  /** The rendered page, placed inside #root. */
  appHtml: string;
  /** prerenderedStamp() of the page, so the browser can tell whether to hydrate. */
  stamp: string;
  /** Address of start-after-paint.js in the build. */
  startScript: string;
  /** The built stylesheet's text by its address, to be written into the page. */
  stylesheets: Record<string, string>;
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * On a phone every request the first paint waits for costs a round trip of half a second or more;
 * with the stylesheet in the page, the document alone is enough to paint it.
 */
function inlineStylesheets(html: string, stylesheets: Record<string, string>): string {
  return html.replace(STYLESHEET, (tag, href: string) => {
    const css = stylesheets[href];
    if (css === undefined) throw new Error(`No stylesheet text for ${href}`);
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
// An early entry starts work for pages that are never prerendered (an editor's first preview).
const EARLY_ENTRY = new RegExp(`\\s*<script [^>]*${EARLY_ENTRY_ATTRIBUTE}[^>]*><\\/script>`);
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell starts the app at once, which an empty page needs. A prerendered page is readable
 * already: a small script starts the app after the first paint instead, with the same modules.
 */
function startAfterPaint(html: string, startScript: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('The app shell has no module script to start the app');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const start = `<script type="module" fetchpriority="low" src="${escapeHtml(startScript)}" data-app-entry="${escapeHtml(entry)}" data-app-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return html
    .replace(EARLY_ENTRY, () => '')
    .replace(PRELOAD, () => '')
    .replace(ENTRY, () => `\n    ${start}`);
}

/**
 * One prerendered page: the shell with the page's head and markup and its stylesheet inline,
 * starting the app after the first paint. The shell's notice that the app needs JavaScript goes,
 * since this page reads fine without.
 */
export function composeDocument(options: ComposeDocumentOptions): string {
  const { template, defaultHead, head, appHtml, stamp, startScript, stylesheets } = options;
  if (!template.includes(defaultHead)) {
    throw new Error('The app shell does not carry the default head tags the build writes');
  }
  if (!template.includes(EMPTY_ROOT)) throw new Error(`The app shell has no ${EMPTY_ROOT}`);
  // Functions as replacements: page text may contain `$&` and the like.
  return inlineStylesheets(startAfterPaint(template, startScript), stylesheets)
    .replace(defaultHead, () => head)
    .replace(
      EMPTY_ROOT,
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(stamp)}">${appHtml}</div>`,
    )
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, () => '');
}

/**
 * A page the app draws in the browser (the try-out editor): the shell as it is, starting the app
 * at once, with only the head changed to the page's own title, description and canonical address.
 */
export function composeShellDocument({
  template,
  defaultHead,
  head,
}: Pick<ComposeDocumentOptions, 'template' | 'defaultHead' | 'head'>): string {
  if (!template.includes(defaultHead)) {
    throw new Error('The app shell does not carry the default head tags the build writes');
  }
  return template.replace(defaultHead, () => head);
}
