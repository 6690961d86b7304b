// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { collectPageParts } from '../src/collect-page-parts.ts';
import { readJobPostingFromParts } from '../src/read-job-posting.ts';
import { readJobPosting } from '../src/read-job-posting.ts';
import { fixture } from './fixture.ts';

/** Loads a fixture as the live document the extension and the bookmarklet read. */
function open(name: string) {
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    fixture(name),
    'text/html',
  ).documentElement.innerHTML;
}

describe('collectPageParts (the live page, as the extension and the bookmarklet read it)', () => {
  it.each(['plain-object', 'graph', 'array', 'html-description'])(
    'gives the same posting as the server reads from %s',
    (name) => {
      open(name);
      const parts = collectPageParts(10_000);
      expect(parts.jsonLd.length).toBeGreaterThan(0);
      const url = 'https://jobs.example/posting/1';
      expect(readJobPostingFromParts({ ...parts, url })).toEqual(
        readJobPosting(fixture(name), url),
      );
    },
  );

  it('reads the og: title and site name and the main text of a page without JSON-LD', () => {
    open('no-json-ld');
    const parts = collectPageParts(10_000);
    expect(parts).toMatchObject({ title: 'Warehouse Lead', siteName: 'Litware', jsonLd: [] });
    expect(parts.mainText).toContain('Run the night shift at our Leeds warehouse.');
    expect(parts.mainText).not.toContain('Jobs · Teams');
    const draft = readJobPostingFromParts(parts);
    expect(draft).toMatchObject({
      role: 'Warehouse Lead',
      company: 'Litware',
      readFrom: 'page-text',
    });
  });

  it('bounds the main text, and prefers a selection of some length', () => {
    open('no-json-ld');
    expect(collectPageParts(9).mainText).toHaveLength(9);
    const paragraph = document.querySelector('main p')!;
    window.getSelection()!.selectAllChildren(paragraph);
    expect(collectPageParts(10_000).mainText).toBe('Run the night shift at our Leeds warehouse.');
  });

  it('still serialises as a self-contained function (it runs inside other pages)', () => {
    const rebuilt = new Function(
      `return (${collectPageParts.toString()})`,
    )() as typeof collectPageParts;
    open('graph');
    expect(rebuilt(100).jsonLd).toEqual(collectPageParts(100).jsonLd);
  });
});
