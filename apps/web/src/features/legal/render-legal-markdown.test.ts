import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter.ts';
import { privacyPolicy, termsOfService } from './legal-documents.ts';
import { renderLegalMarkdown } from './render-legal-markdown.ts';

const source = `---
title: Example Policy
updated: 2026-01-31
summary: A short summary.
---

Intro with a [site link](/contact) and a [mail link](mailto:privacy@example.org).

# Top heading

## First section

<script>alert('x')</script>

<img src="x" onerror="alert(1)">

### A detail

- [bad link](javascript:alert(1))
- [protocol-relative](//evil.example/path)
- ![tracking pixel](https://tracker.example/p.gif)

## Second section
`;

describe('renderLegalMarkdown', () => {
  const doc = renderLegalMarkdown(source);

  it('reads the title, date and summary from the front matter', () => {
    expect(doc).toMatchObject({
      title: 'Example Policy',
      updated: '2026-01-31',
      summary: 'A short summary.',
    });
    expect(doc.html).not.toContain('updated:');
  });

  it('shows raw HTML as text, never as markup', () => {
    expect(doc.html).not.toMatch(/<script|<img/);
    expect(doc.html).toContain('&lt;script&gt;');
  });

  it('keeps site, web and mail links and drops the rest', () => {
    expect(doc.html).toContain('<a href="/contact">site link</a>');
    expect(doc.html).toContain('<a href="mailto:privacy@example.org">mail link</a>');
    expect(doc.html).not.toMatch(/href="javascript:|href="\/\/evil/);
    expect(doc.html).toContain('bad link');
    expect(doc.html).not.toContain('tracker.example');
  });

  it('puts every heading under the page h1 and lists the sections', () => {
    expect(doc.html).not.toContain('<h1');
    expect(doc.html).toContain('<h2 id="top-heading">Top heading</h2>');
    expect(doc.html).toContain('<h3 id="a-detail">A detail</h3>');
    expect(doc.sections).toEqual([
      { id: 'top-heading', title: 'Top heading' },
      { id: 'first-section', title: 'First section' },
      { id: 'second-section', title: 'Second section' },
    ]);
  });
});

describe('parseFrontMatter', () => {
  it('returns the whole text when there is no front matter', () => {
    expect(parseFrontMatter('# Hi\n')).toEqual({ data: {}, body: '# Hi\n' });
  });
});

describe("the product's own policies", () => {
  it.each([
    [termsOfService, 'Terms of Service'],
    [privacyPolicy, 'Privacy Policy'],
  ])('%#: %s has a title, a real date, a summary and sections', (doc, title) => {
    expect(doc.title).toBe(title);
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(doc.updated))).toBe(false);
    expect(doc.summary.length).toBeGreaterThan(20);
    expect(doc.sections.length).toBeGreaterThan(4);
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
  });

  it('says what a self-hosted site stores and sends', () => {
    const titles = privacyPolicy.sections.map((s) => s.title);
    expect(titles).toEqual(
      expect.arrayContaining(['What is stored', 'Cookies and browser storage', 'Analytics']),
    );
    expect(privacyPolicy.html).toMatch(/Card details never reach this site/);
    expect(privacyPolicy.html).toMatch(/off unless the operator switches them on/);
  });
});
