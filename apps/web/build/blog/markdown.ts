import { Marked, Renderer, type Tokens } from 'marked';

export interface RenderedHeading {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedMarkdown {
  /** Unsanitised HTML: raw HTML in the source passes through here and is cleaned afterwards. */
  html: string;
  headings: RenderedHeading[];
}

/** A problem in an article's body; the caller names the file. */
export class MarkdownProblem extends Error {}

/** Ids the page itself uses: a heading must never take one of them. */
const RESERVED_IDS = new Set(['root', 'main-content', 'app-config', 'toc', 'article-body']);

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out heading ids that are unique within one article, like GitHub does (`faq`, `faq-2`). */
function idAllocator() {
  const used = new Set<string>(RESERVED_IDS);
  return (text: string) => {
    const base = slugify(text) || 'section';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

/**
 * Markdown to HTML with an id and a copyable anchor on every heading. The article's title is the
 * page's only h1, so the body starts at level 2.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: RenderedHeading[] = [];
  const allocate = idAllocator();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(token: Tokens.Heading) {
        if (token.depth === 1) {
          throw new MarkdownProblem(
            `uses a level-1 heading ("# ${token.text}"); the title is the page's heading, so start sections at ##`,
          );
        }
        const inner = this.parser.parseInline(token.tokens);
        const text = decodeEntities(
          this.parser.parseInline(token.tokens, this.parser.textRenderer),
        ).trim();
        const id = allocate(text);
        headings.push({ id, text, depth: token.depth });
        return `<h${token.depth} id="${id}">${inner}<a class="heading-anchor" href="#${id}" aria-hidden="true" tabindex="-1">#</a></h${token.depth}>\n`;
      },
      table(token: Tokens.Table) {
        // A wide table scrolls inside its own box on a phone instead of widening the page; the box
        // takes keyboard focus so that it can be scrolled without a pointer.
        const table = Renderer.prototype.table.call(this, token);
        return `<div class="table-scroll" tabindex="0">${table}</div>\n`;
      },
    },
  });
  const html = marked.parse(markdown) as string;
  return { html, headings };
}
