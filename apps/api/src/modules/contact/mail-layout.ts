import { html, type SafeHtml } from '../../lib/html.ts';

export { mailDocument } from '../../lib/mail-document.ts';

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
