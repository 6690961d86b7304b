import type { SectionKey } from '../model/section-keys.ts';

export interface LinkView {
  text: string;
  /** Absent when the address has a scheme we refuse to make clickable. */
  href?: string;
}

export interface ContactView extends LinkView {
  kind: 'email' | 'phone' | 'location' | 'url' | 'profile';
}

/** One entry as every renderer shows it; empty strings are not displayed. */
export interface EntryView {
  title: string;
  subtitle: string;
  date: string;
  location: string;
  link?: LinkView;
  note: string;
  /** Paragraphs. */
  summary: string[];
  bullets: string[];
  tags: string[];
}

/**
 * `entries`: headed entries with bullets; `compact`: one line per entry (skills, languages);
 * `text`: paragraphs only (the summary).
 */
export type SectionStyle = 'entries' | 'compact' | 'text';

export interface SectionView {
  key: SectionKey;
  title: string;
  style: SectionStyle;
  entries: EntryView[];
  paragraphs: string[];
}

export interface DocumentMetadata {
  title: string;
  author: string;
  subject: string;
  keywords: string;
  language: string;
}

export interface ResumeView {
  name: string;
  label: string;
  contacts: ContactView[];
  sections: SectionView[];
  metadata: DocumentMetadata;
}
