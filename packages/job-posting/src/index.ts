export { collectPageParts } from './collect-page-parts.ts';
export { htmlToText, looksLikeHtml } from './html-to-text.ts';
export { pagePartsFromHtml } from './html-page-parts.ts';
export type { PageParts } from './page-parts.ts';
export { readJobPosting, readJobPostingFromParts, sourceOf } from './read-job-posting.ts';
