import type { PageParts } from './page-parts.ts';

/**
 * Reads the parts of the live page it runs in. It is serialised and run inside the page (by the
 * extension's `scripting.executeScript` and as the bookmarklet's source), so it must stay
 * self-contained: no imports, no helpers from this module, nothing but the DOM.
 * `textMax` bounds the main text, because a bookmarklet carries it in a URL.
 */
export function collectPageParts(textMax: number): PageParts {
  const metaContent = (key: string) =>
    document
      .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
      ?.getAttribute('content') ?? null;
  const jsonLd = Array.from(
    document.querySelectorAll('script[type="application/ld+json"]'),
    (script) => script.textContent ?? '',
  );
  // A selection says what the user means better than our guess at the page's main part.
  const selected = String(window.getSelection() ?? '').trim();
  const main = document.querySelector('main') ?? document.querySelector('article') ?? document.body;
  const mainText = selected.length >= 40 ? selected : (main?.innerText ?? main?.textContent ?? '');
  return {
    url: location.href,
    title: metaContent('og:title') ?? document.title,
    siteName: metaContent('og:site_name'),
    jsonLd,
    mainText: mainText.slice(0, textMax),
  };
}
