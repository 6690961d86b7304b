import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { RESUME_SAMPLES } from '../../samples/index.ts';
import { escapeMarkdown } from './escape-markdown.ts';
import { renderMarkdown } from './render-markdown.ts';

const marked = new Marked({ gfm: true, async: false });

function decode(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The text a Markdown reader shows for one escaped line, or the HTML when it is not one paragraph. */
function renderedText(markdown: string): string {
  const html = (marked.parse(markdown) as string).trim();
  const paragraph = /^<p>([\s\S]*)<\/p>$/.exec(html);
  // GFM turns bare addresses into links; their text is what a reader sees.
  const inner = paragraph?.[1]?.replace(/<a href="[^"]*">([^<]*)<\/a>/g, '$1');
  if (inner === undefined || /<[a-z/]/i.test(inner)) return `not plain text: ${html}`;
  return decode(inner);
}

const TRICKY = [
  '# Not a heading',
  '#hashtag is text',
  '- not a list',
  '+ not a list either',
  '* nor this',
  '1. not numbered',
  '2021) not numbered',
  '> not a quote',
  '>no space, still a quote',
  '---',
  '- - -',
  '***',
  '___',
  '=',
  '===',
  'Language: #',
  '*stars* and _underscores_ and __double__',
  '`code` and ``more``',
  '[link](https://example.com) and ![image](x.png)',
  '[ref]: https://example.com',
  '<b>tag</b> <!-- comment --> <https://example.com>',
  '&amp; &#39; &copy; are entities',
  '~~struck~~ and ~single~',
  'a | b | c',
  'ends with a backslash \\',
  'back\\slash \\* escaped',
  '    four spaces of indent',
  '```',
  'trailing  ',
];

const PLAIN = [
  'C++ and C# for +5 years',
  '-20% costs, 3.5 years, 2021. was a good year',
  'snake_case and user_id',
  'R&D, A & B, AT&T',
  'p95 > 200 ms, 1 + 1 = 2',
  'Senior C# engineer',
  'email me: a.b@example.org (mornings)',
  'Zürich – 東京 – Москва',
];

describe('escapeMarkdown', () => {
  it.each([...TRICKY, ...PLAIN])('renders %j back as the same text', (text) => {
    expect(renderedText(escapeMarkdown(text))).toBe(text.trim());
  });

  it.each(PLAIN)('leaves %j without needless backslashes', (text) => {
    expect(escapeMarkdown(text)).toBe(text);
  });
});

describe('Markdown export read back', () => {
  it.each(RESUME_SAMPLES.map((s) => [s.id, s.resume] as const))(
    'renders sample %s with every field intact',
    (_, resume) => {
      const html = marked.parse(renderMarkdown(resume)) as string;
      const text = decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
      for (const item of resume.work ?? []) {
        for (const bullet of item.highlights ?? [])
          expect(text).toContain(bullet.replace(/\s+/g, ' '));
      }
      expect(text).toContain(resume.basics?.name ?? '');
      expect(html).not.toMatch(/\\[+#&_>-]/);
    },
  );
});
