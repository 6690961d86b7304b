// Shared with the browser extension and the bookmarklet page, which read postings too.
export { htmlToText, looksLikeHtml } from '@resumio/job-posting/html-to-text.ts';
