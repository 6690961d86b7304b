export { buildResumeView } from './build-resume-view.ts';
export { buildContacts, formatLocation } from './contacts.ts';
export { DATE_RANGE_SEPARATOR, formatDateRange, formatPartialDate } from './format-date.ts';
export { displayUrl, safeHref } from './links.ts';
export type * from './resume-view-types.ts';
export { resolveSectionOrder, resolveSectionTitle } from './section-order.ts';
export { COMPACT_SEPARATOR, type CompactLine, compactLine, joinTags } from './text-parts.ts';
export { resolveDocumentLanguage } from './document-language.ts';
export { DOCUMENT_WORDS, type DocumentWords } from './document-words.ts';
