// Every string and list in a resume is bounded so the API can accept a document after parsing
// it without further checks; the numbers leave room for long careers but not for abuse.
export const RESUME_LIMITS = {
  shortText: 200,
  mediumText: 1000,
  longText: 5000,
  bullet: 1000,
  url: 2048,
  email: 254,
  phone: 60,
  sectionTitle: 80,
  resumeTitle: 120,
  entriesPerSection: 60,
  bulletsPerEntry: 40,
  keywordsPerEntry: 60,
  profiles: 20,
  customSections: 20,
  sectionKeys: 60,
  /** Whole document as UTF-8 JSON, unknown imported fields included. */
  maxJsonBytes: 512 * 1024,
} as const;

/**
 * Rendered length. A document within RESUME_LIMITS can still describe about a hundred pages
 * (60 entries of 40 long bullets fit in maxJsonBytes), and layout time grows faster than page
 * count, so exports are bounded by pages rather than by tightening the fields above (long
 * academic CVs import legitimately). `maxPages` is the server's default cap: twice the longest
 * resume people send (about ten pages). Before rendering, the server estimates the length from
 * the text with `averageCharWidthEm`, an average advance on the wide side for the bundled
 * fonts so that estimates err short: only documents clearly over the cap are refused unrendered;
 * the rendered page count and a time limit stop the rest.
 */
export const RENDER_LIMITS = {
  maxPages: 20,
  averageCharWidthEm: 0.45,
} as const;

export const MIN_FONT_SIZE = 8.5;
export const MAX_FONT_SIZE = 14;
