import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPosts } from './load-posts.ts';
import { renderMarkdown } from './markdown.ts';
import { sanitizeArticleHtml } from './sanitize.ts';

const clean = (markdown: string) => sanitizeArticleHtml(renderMarkdown(markdown).html);

describe('article HTML', () => {
  it('drops script elements with their content', () => {
    const html = clean(
      'Before <script>alert("x")</script> after\n\n<script src="https://evil.example/x.js"></script>',
    );
    expect(html).not.toMatch(/<script|alert|evil\.example/);
    expect(html).toContain('Before');
    expect(html).toContain('after');
  });

  it('drops event handler attributes', () => {
    const html = clean(
      '<img src="/a.png" alt="Chart" onerror="alert(1)"> <p onclick="steal()">Hi</p>',
    );
    expect(html).not.toMatch(/onerror|onclick|alert|steal/);
    expect(html).toContain('<img src="/a.png" alt="Chart"');
    expect(html).toContain('Hi');
  });

  it.each([
    '[click](javascript:alert(1))',
    '<a href="JaVaScRiPt:alert(1)">click</a>',
    '<a href="java\tscript:alert(1)">click</a>',
    '<a href="&#106;avascript:alert(1)">click</a>',
    '<a href="data:text/html,<script>alert(1)</script>">click</a>',
    '<a href="vbscript:msgbox(1)">click</a>',
  ])('neutralises the link in %s', (markdown) => {
    const html = clean(markdown);
    expect(html).toContain('>click</a>');
    expect(html).not.toMatch(/href=|javascript|script:|data:/i);
  });

  it('keeps web, mail and on-site links', () => {
    const html = clean(
      '[a](https://example.com/page?x=1) [b](mailto:help@example.com) [c](/resume) [d](#say-hi) [e](other-article)',
    );
    for (const href of [
      'https://example.com/page?x=1',
      'mailto:help@example.com',
      '/resume',
      '#say-hi',
      'other-article',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('removes frames, forms, styles and classes an author adds', () => {
    const html = clean(
      '<iframe src="https://example.com"></iframe><style>body{display:none}</style><form action="/x"><input name="q"></form><p class="fixed inset-0" style="color:red" aria-hidden="true" tabindex="3">Text</p>',
    );
    expect(html).not.toMatch(/iframe|<style|<form|<input|class=|style=|aria-hidden|tabindex/);
    expect(html).toContain('<p>Text</p>');
  });

  it('keeps headings with their anchors, tables in a scroll box, and lazy images', () => {
    const html = clean(
      '## Why it matters\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n![Cover](/blog/x.png)',
    );
    expect(html).toContain(
      '<h2 id="why-it-matters">Why it matters<a class="heading-anchor" href="#why-it-matters" aria-hidden="true" tabindex="-1">#</a></h2>',
    );
    expect(html).toContain('<div class="table-scroll" tabindex="0"><table>');
    expect(html).toMatch(/<img src="\/blog\/x.png" alt="Cover" loading="lazy" decoding="async">/);
  });

  it('applies to articles as the build loads them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'resumio-blog-'));
    try {
      writeFileSync(
        join(dir, 'unsafe-article.md'),
        [
          '---',
          'title: "An Article With Unsafe Parts"',
          'description: "An article whose body tries to run scripts, so the build has to clean it before publishing."',
          'date: 2026-05-04',
          'category: resumes',
          'author: "Test Writer"',
          'cover: /blog/covers/unsafe-article.svg',
          'coverAlt: "Nothing to see"',
          '---',
          '',
          'Hello <script>document.cookie</script> [there](javascript:void(0)) <b onmouseover="x()">bold</b>',
        ].join('\n'),
      );
      const [post] = loadPosts({ dir, includeDrafts: false });
      expect(post!.html).not.toMatch(/<script|javascript:|onmouseover|document\.cookie/);
      expect(post!.html).toContain('there</a>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
