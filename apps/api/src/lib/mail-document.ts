import { html, type SafeHtml } from './html.ts';

/** The frame of every email the product writes: one readable column, no remote images. */
export function mailDocument(title: string, content: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
      </head>
      <body
        style="font:15px/1.5 -apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:16px"
      >
        ${content}
      </body>
    </html>`.value;
}
