import { AUTH_CSS_PATH, AUTH_CSS_VERSION } from './auth-styles.ts';
import { html, type SafeHtml } from './html.ts';

export interface LayoutOptions {
  title: string;
  /** Where the "Resumio" wordmark leads: the product's home page. */
  homeUrl: string;
  body: SafeHtml;
}

/** The frame every sign-in page shares: wordmark, centred card, no scripts. */
export function layout({ title, homeUrl, body }: LayoutOptions): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="strict-origin-when-cross-origin" />
        <title>${title} · Resumio</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="${AUTH_CSS_PATH}?v=${AUTH_CSS_VERSION}" />
      </head>
      <body>
        <main class="page">
          <a class="brand" href="${homeUrl}">Resumio</a>
          <div class="card">${body}</div>
        </main>
      </body>
    </html> `.value;
}
