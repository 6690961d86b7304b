import { html, type SafeHtml } from '../../lib/html.ts';

/** The frame both contact emails share: one readable column, no remote images. */
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

/** A short reference people can quote: the first part of the message's id. */
export function messageReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** Text a person wrote, as HTML: blank lines start paragraphs, single line breaks are kept. */
export function paragraphs(text: string): SafeHtml[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const lines = part.split(/\r?\n/);
      return html`<p style="margin:0 0 12px">
        ${lines.map((line, i) => (i === 0 ? line : html`<br />${line}`))}
      </p>`;
    });
}
