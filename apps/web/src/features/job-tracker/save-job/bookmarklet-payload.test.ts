import { afterEach, describe, expect, it } from 'vitest';
import { FRAGMENT_MAX, bookmarkletHref, bookmarkletSource } from './bookmarklet.ts';
import { forgetBookmarkletPayload, takeBookmarkletPayload } from './bookmarklet-payload.ts';

const parts = {
  url: 'https://boards.example/jobs/7',
  title: 'Data Analyst',
  siteName: null,
  jsonLd: ['{"@type":"JobPosting","title":"Data Analyst"}'],
  mainText: null,
};

const arrive = (fragment: string) => window.history.replaceState(null, '', `/save-job#${fragment}`);

afterEach(() => {
  forgetBookmarkletPayload();
  window.history.replaceState(null, '', '/');
});

describe('what the bookmarklet sends to /save-job', () => {
  it('is read from the fragment, taken out of the address and kept through a reload', () => {
    arrive(`job=${encodeURIComponent(JSON.stringify(parts))}`);
    expect(takeBookmarkletPayload()).toEqual({ kind: 'page', parts });
    expect(window.location.hash).toBe('');
    expect(takeBookmarkletPayload()).toEqual({ kind: 'page', parts });
    forgetBookmarkletPayload();
    expect(takeBookmarkletPayload()).toEqual({ kind: 'none' });
  });

  it('is unreadable when cut short or not from a web page, and then forgotten', () => {
    arrive(`job=${encodeURIComponent(JSON.stringify(parts)).slice(0, 40)}`);
    expect(takeBookmarkletPayload()).toEqual({ kind: 'unreadable' });
    arrive(`job=${encodeURIComponent(JSON.stringify({ ...parts, url: 'file:///etc/passwd' }))}`);
    expect(takeBookmarkletPayload()).toEqual({ kind: 'unreadable' });
    expect(takeBookmarkletPayload()).toEqual({ kind: 'none' });
  });
});

describe('the bookmarklet', () => {
  it('opens this server’s /save-job with the page’s JobPosting blocks, and stays under the limit', () => {
    document.head.innerHTML =
      '<title>Data Analyst</title><script type="application/ld+json">{"@type":"WebSite"}</script>' +
      '<script type="application/ld+json">{"@type":"JobPosting","title":"Data Analyst"}</script>';
    document.body.innerHTML = `<main>${'Long text. '.repeat(10_000)}</main>`;
    const opened: string[] = [];
    const open = window.open;
    window.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof window.open;
    try {
      new Function(bookmarkletSource('https://cv.example.com'))();
    } finally {
      window.open = open;
    }
    expect(opened).toHaveLength(1);
    const [address, fragment] = opened[0]!.split('#job=');
    expect(address).toBe('https://cv.example.com/save-job');
    expect(fragment!.length).toBeLessThanOrEqual(FRAGMENT_MAX);
    expect(JSON.parse(decodeURIComponent(fragment!))).toMatchObject({
      title: 'Data Analyst',
      jsonLd: ['{"@type":"JobPosting","title":"Data Analyst"}'],
      mainText: null,
    });
    const href = bookmarkletHref('https://cv.example.com');
    expect(decodeURIComponent(href.slice('javascript:'.length))).toBe(
      bookmarkletSource('https://cv.example.com'),
    );
  });
});
