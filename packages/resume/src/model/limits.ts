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

export const MIN_FONT_SIZE = 8.5;
export const MAX_FONT_SIZE = 14;
