import type { Award } from '../model/awards.ts';
import type { Certificate } from '../model/certificates.ts';
import type { CustomEntry } from '../model/custom-section.ts';
import type { DocumentLanguage } from '../model/document-language.ts';
import type { Education } from '../model/education.ts';
import type { Interest } from '../model/interests.ts';
import type { Language } from '../model/languages.ts';
import type { Project } from '../model/projects.ts';
import type { Publication } from '../model/publications.ts';
import type { Reference } from '../model/references.ts';
import type { Skill } from '../model/skills.ts';
import type { Volunteer } from '../model/volunteer.ts';
import type { Work } from '../model/work.ts';
import { formatDateRange, formatPartialDate } from './format-date.ts';
import { displayUrl, safeHref } from './links.ts';
import type { EntryView, LinkView } from './resume-view-types.ts';
import { clean, nonEmpty, paragraphs } from './text-parts.ts';

function link(url: string | undefined): LinkView | undefined {
  const value = clean(url);
  return value ? { text: displayUrl(value), href: safeHref(value) } : undefined;
}

function entry(fields: Partial<EntryView>): EntryView {
  return {
    title: '',
    subtitle: '',
    date: '',
    location: '',
    note: '',
    summary: [],
    bullets: [],
    tags: [],
    ...fields,
  };
}

// Files written for JSON Resume 0.x name the employer `company`; show it rather than drop it.
function legacyString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function workEntry(w: Work, language: DocumentLanguage = 'en'): EntryView {
  return entry({
    title: clean(w.position),
    subtitle: clean(w.name ?? legacyString(w['company'])),
    date: formatDateRange(w.startDate, w.endDate, language),
    location: clean(w.location),
    link: link(w.url ?? legacyString(w['website'])),
    note: clean(w.description),
    summary: paragraphs(w.summary),
    bullets: nonEmpty(w.highlights),
  });
}

export function volunteerEntry(v: Volunteer, language: DocumentLanguage = 'en'): EntryView {
  return entry({
    title: clean(v.position),
    subtitle: clean(v.organization),
    date: formatDateRange(v.startDate, v.endDate, language),
    link: link(v.url),
    summary: paragraphs(v.summary),
    bullets: nonEmpty(v.highlights),
  });
}

export function educationEntry(e: Education, language: DocumentLanguage = 'en'): EntryView {
  const score = clean(e.score);
  return entry({
    title: nonEmpty([e.studyType, e.area]).join(', '),
    subtitle: clean(e.institution),
    date: formatDateRange(e.startDate, e.endDate, language),
    link: link(e.url),
    note: score ? `Grade: ${score}` : '',
    tags: nonEmpty(e.courses),
  });
}

export function awardEntry(a: Award, language: DocumentLanguage = 'en'): EntryView {
  return entry({
    title: clean(a.title),
    subtitle: clean(a.awarder),
    date: formatPartialDate(a.date, language),
    summary: paragraphs(a.summary),
  });
}

export function certificateEntry(c: Certificate, language: DocumentLanguage = 'en'): EntryView {
  return entry({
    title: clean(c.name),
    subtitle: clean(c.issuer),
    date: formatPartialDate(c.date, language),
    link: link(c.url),
  });
}

export function publicationEntry(p: Publication, language: DocumentLanguage = 'en'): EntryView {
  return entry({
    title: clean(p.name),
    subtitle: clean(p.publisher),
    date: formatPartialDate(p.releaseDate, language),
    link: link(p.url),
    summary: paragraphs(p.summary),
  });
}

export function projectEntry(p: Project, language: DocumentLanguage = 'en'): EntryView {
  return entry({
    title: clean(p.name),
    subtitle: clean(p.entity),
    date: formatDateRange(p.startDate, p.endDate, language),
    link: link(p.url),
    note: nonEmpty(p.roles).join(', '),
    summary: paragraphs(p.description),
    bullets: nonEmpty(p.highlights),
    tags: nonEmpty(p.keywords),
  });
}

export function referenceEntry(r: Reference): EntryView {
  return entry({ title: clean(r.name), summary: paragraphs(r.reference) });
}

export function skillEntry(s: Skill): EntryView {
  return entry({ title: clean(s.name), subtitle: clean(s.level), tags: nonEmpty(s.keywords) });
}

export function languageEntry(l: Language): EntryView {
  return entry({ title: clean(l.language), subtitle: clean(l.fluency) });
}

export function interestEntry(i: Interest): EntryView {
  return entry({ title: clean(i.name), tags: nonEmpty(i.keywords) });
}

export function customEntry(c: CustomEntry, language: DocumentLanguage = 'en'): EntryView {
  return entry({
    title: clean(c.title),
    subtitle: clean(c.subtitle),
    date: formatDateRange(c.startDate, c.endDate, language),
    location: clean(c.location),
    link: link(c.url),
    summary: paragraphs(c.summary),
    bullets: nonEmpty(c.highlights),
  });
}

export function isEmptyEntry(e: EntryView): boolean {
  return (
    !e.title &&
    !e.subtitle &&
    !e.date &&
    !e.location &&
    !e.link &&
    !e.note &&
    e.summary.length === 0 &&
    e.bullets.length === 0 &&
    e.tags.length === 0
  );
}
