import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/** What an article may contain: text structure, links, images and tables; nothing that runs. */
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'blockquote',
  'br',
  'code',
  'del',
  'div',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'hr',
  'img',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
];

const ALLOWED_ATTR = [
  'href',
  'title',
  'id',
  'class',
  'src',
  'alt',
  'width',
  'height',
  'start',
  'align',
  'colspan',
  'rowspan',
  'scope',
  'aria-hidden',
  'tabindex',
  'loading',
  'decoding',
];

/**
 * Web and mail addresses, and addresses on this site (/path, #section, ?query, relative paths).
 * Anything else with a scheme — javascript:, data:, vbscript: — is dropped.
 */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^:]*(?:[/?#]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Ids stay as written (they are the headings' anchors), so they are not prefixed.
  SANITIZE_DOM: true,
};

/** The one class each element may carry, set by the Markdown renderer. */
const OWN_CLASS: Record<string, string> = { A: 'heading-anchor', DIV: 'table-scroll' };

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const created = createDOMPurify(new JSDOM('').window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
    // Only the renderer's own markup keeps a class, takes focus (a table's scroll box) or stays
    // out of the accessibility tree (a heading's copy-link anchor): an author can neither restyle
    // the page with utility classes nor hide text from readers.
    const own =
      OWN_CLASS[node.nodeName] !== undefined &&
      OWN_CLASS[node.nodeName] === node.getAttribute('class');
    if (!own) {
      node.removeAttribute('class');
      node.removeAttribute('aria-hidden');
      node.removeAttribute('tabindex');
    }
  });
  purifier = created;
  return created;
}

/** Removes scripts, event handlers, styles, frames and unsafe addresses from article HTML. */
export function sanitizeArticleHtml(html: string): string {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
