import { Marked, type Tokens } from 'marked';
import { parseFrontMatter } from './front-matter.ts';

export interface LegalSection {
  id: string;
  title: string;
}

export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated: string;
  summary: string;
  /** Sanitised HTML of the body; its headings start at h2 under the page's own h1. */
  html: string;
  sections: LegalSection[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Site paths, in-page anchors, web and mail addresses; anything else (javascript:…) is dropped. */
function isSafeHref(href: string): boolean {
  if (href.startsWith('//')) return false;
  if (href.startsWith('/') || href.startsWith('#')) return true;
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Renders a policy document from the repository. The files are ours, but the output still goes
 * into the page as HTML, so raw HTML is shown as text and only safe links survive: a careless
 * edit cannot inject script.
 */
export function renderLegalMarkdown(source: string): LegalDocument {
  const { data, body } = parseFrontMatter(source);
  const sections: LegalSection[] = [];
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const plain = this.parser.parseInline(tokens, this.parser.textRenderer);
        const level = Math.min(Math.max(depth, 2), 4);
        const id = slugify(plain);
        if (level === 2) sections.push({ id, title: plain });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        if (!isSafeHref(href)) return inner;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(href)}"${titleAttribute}>${inner}</a>`;
      },
      image({ text }: Tokens.Image) {
        return escapeHtml(text);
      },
    },
  });
  const html = marked.parse(body) as string;
  return {
    title: data.title ?? '',
    updated: data.updated ?? '',
    summary: data.summary ?? '',
    html,
    sections,
  };
}
