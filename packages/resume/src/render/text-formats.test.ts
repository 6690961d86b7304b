import { describe, expect, it } from 'vitest';
import type { Resume } from '../model/resume.ts';
import { RESUME_SAMPLES } from '../samples/index.ts';
import { expectedGroups } from './readback/expected-fields.ts';
import { buildResumeView } from '../view/build-resume-view.ts';
import { renderHtml } from './html/render-html.ts';
import { renderJsonResume } from './json/render-json-resume.ts';
import { renderMarkdown } from './markdown/render-markdown.ts';
import { renderText } from './text/render-text.ts';
import { importJsonResume } from '../json-resume/import-json-resume.ts';

function fieldTexts(resume: Resume): string[] {
  return expectedGroups(buildResumeView(resume)).flatMap((g) =>
    [...g.head, ...g.body].map((f) => f.text),
  );
}

function htmlToText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function markdownToText(markdown: string): string {
  return markdown.replace(/\\([\\`*_[\]<>#|&~\-+=.)])/g, '$1');
}

// Case is ignored: the plain-text export writes section titles in capitals.
const squash = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();

const hostile: Resume = {
  basics: {
    name: 'Eve <script>alert("x")</script>',
    label: '<img src=x onerror=alert(1)> & *bold* _under_ [link](javascript:alert(1))',
    url: 'javascript:alert(1)',
    summary: '# Not a heading\n- not a list\n1. not numbered',
  },
  work: [{ name: 'A & B <Co>', position: '<b>Lead</b>', highlights: ['<script>steal()</script>'] }],
};

describe.each([
  ['HTML', renderHtml, htmlToText],
  ['Markdown', renderMarkdown, markdownToText],
  ['text', renderText, (s: string) => s],
] as const)('%s export', (_, render, toText) => {
  it.each(RESUME_SAMPLES.map((s) => [s.id, s.resume] as const))(
    'contains every field of %s',
    (_, resume) => {
      const text = squash(toText(render(resume)));
      for (const field of fieldTexts(resume)) expect(text).toContain(squash(field));
    },
  );

  it('keeps hostile text as text', () => {
    const output = render(hostile);
    const text = squash(toText(output));
    for (const field of fieldTexts(hostile)) expect(text).toContain(squash(field));
  });
});

describe('escaping', () => {
  it('HTML escapes markup and refuses script links', () => {
    const html = renderHtml(hostile);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toMatch(/href="javascript/i);
  });

  it('Markdown escapes markup, block markers and script links', () => {
    const markdown = renderMarkdown(hostile);
    // Raw HTML needs an unescaped "<".
    expect(markdown).not.toMatch(/(?<!\\)</);
    // A link needs an unescaped "](": user brackets arrive escaped.
    expect(markdown).not.toMatch(/(?<!\\)\]\(/);
    expect(markdown).toContain('\\<script>');
    expect(markdown).toContain('\\# Not a heading');
    expect(markdown).toContain('\\- not a list');
    expect(markdown).toContain('1\\. not numbered');
  });
});

describe('HTML document', () => {
  it('is self-contained with a print stylesheet from the design', () => {
    const resume = structuredClone(RESUME_SAMPLES[0]!.resume);
    resume.resumio!.design.pageSize = 'Letter';
    const html = renderHtml(resume);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('@page { size: Letter; margin: 38pt 44pt; }');
    expect(html).toContain('@media print');
    expect(html).not.toMatch(/<script|<link|src=|@import/i);
    // The only addresses are the embedded fonts.
    expect(html).not.toMatch(/url\((?!data:font\/woff2;base64,)/i);
    expect(html).toContain('<section aria-labelledby="section-1"><h2 id="section-1">Summary</h2>');
    expect(html).toContain('<a href="https://github.com/priyaraman">github.com/priyaraman</a>');
  });
});

describe('JSON Resume text', () => {
  it('parses back to the same resume', () => {
    const resume = RESUME_SAMPLES[2]!.resume;
    const result = importJsonResume(renderJsonResume(resume));
    expect(result.ok && result.resume).toEqual(resume);
  });
});
