import { Parser } from 'htmlparser2';

/** A paragraph, or one item of a list. */
export interface TextBlock {
  kind: 'paragraph' | 'item';
  text: string;
}

// Only markup people really paste (rich-text editors, CMS exports) counts as HTML, so plain text
// such as "a <b> c" or "R&D" is never rewritten.
const HTML_TAG =
  /<\/?(?:p|br|hr|ul|ol|li|dl|dt|dd|strong|b|em|i|u|s|a|span|div|h[1-6]|small|code|sup|sub|mark|del|ins|blockquote|pre|table|thead|tbody|tr|td|th|section|article)(?:\s[^<>]*)?\/?>/i;
const HTML_ENTITY =
  /&(?:#\d{1,6}|#x[0-9a-f]{1,6}|amp|lt|gt|quot|apos|nbsp|mdash|ndash|hellip|rsquo|lsquo|rdquo|ldquo|bull);/i;

const BLOCKS = new Set([
  'p',
  'div',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'table',
  'tr',
  'section',
  'article',
  'hr',
]);
const SKIPPED = new Set(['script', 'style', 'template', 'head']);

export function looksLikeHtml(value: string): boolean {
  return HTML_TAG.test(value) || HTML_ENTITY.test(value);
}

function collapse(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

// A link keeps its address when its text does not already show it, so nothing is lost.
function linkSuffix(href: string | undefined, text: string): string {
  if (!href || !/^(https?:|mailto:)/i.test(href)) return '';
  const bare = href.replace(/^(https?:\/\/|mailto:)/i, '').replace(/\/$/, '');
  return text.includes(bare) ? '' : ` (${href})`;
}

/**
 * Text blocks of an HTML fragment: block elements become paragraphs, list items become items,
 * and inline markup (emphasis, spans) is dropped, since the model's text has no markup.
 */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock | undefined;
  let skipped = 0;
  const links: { href: string | undefined; start: number }[] = [];

  const flush = () => {
    const text = current ? collapse(current.text) : '';
    if (current && text) blocks.push({ kind: current.kind, text });
    current = undefined;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED.has(name)) skipped += 1;
        if (skipped > 0) return;
        if (name === 'li') {
          flush();
          current = { kind: 'item', text: '' };
        } else if (name === 'br') {
          if (current?.kind === 'item') current.text += ' ';
          else flush();
        } else if (BLOCKS.has(name)) flush();
        else if (name === 'td' || name === 'th') {
          if (current) current.text += ' ';
        } else if (name === 'a') {
          links.push({ href: attributes['href'], start: current?.text.length ?? 0 });
        }
      },
      ontext(text) {
        if (skipped > 0) return;
        current ??= { kind: 'paragraph', text: '' };
        current.text += text;
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) {
          skipped = Math.max(0, skipped - 1);
          return;
        }
        if (skipped > 0) return;
        if (name === 'a') {
          const link = links.pop();
          if (current && link)
            current.text += linkSuffix(link.href, current.text.slice(link.start));
        } else if (name === 'li' || BLOCKS.has(name)) flush();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

export const BULLET = '• ';

/** Blocks as the model's text: one paragraph per line, list items as bullet lines. */
export function blocksToText(blocks: readonly TextBlock[]): string {
  return blocks.map((b) => (b.kind === 'item' ? `${BULLET}${b.text}` : b.text)).join('\n');
}

/** One line of text for fields that hold a single line (a title, a bullet, a keyword). */
export function blocksToLine(blocks: readonly TextBlock[]): string {
  return blocks.map((b) => b.text).join(' ');
}
