// The template tag is shared with the other server-written pages and mail.
export { escapeHtml, html, raw, type SafeHtml } from '../../../../lib/html.ts';
