import { html, raw, type SafeHtml } from './html.ts';

/**
 * A whole page the server writes by itself (the mail outbox, the unsubscribe answer): no scripts,
 * kept out of search engines, styled inline so it needs nothing else from the server.
 */
export function plainPage({
  title,
  style,
  body,
}: {
  title: string;
  style: string;
  body: SafeHtml;
}): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          ${raw(style)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`.value;
}
