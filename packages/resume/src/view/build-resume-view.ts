import type { DocumentLanguage } from '../model/document-language.ts';
import type { Resume } from '../model/resume.ts';
import { resolveSettings } from '../model/resume.ts';
import type { BuiltinSectionKey, SectionKey } from '../model/section-keys.ts';
import { buildContacts } from './contacts.ts';
import {
  awardEntry,
  certificateEntry,
  customEntry,
  educationEntry,
  interestEntry,
  isEmptyEntry,
  languageEntry,
  projectEntry,
  publicationEntry,
  referenceEntry,
  skillEntry,
  volunteerEntry,
  workEntry,
} from './entry-views.ts';
import type {
  DocumentMetadata,
  EntryView,
  ResumeView,
  SectionStyle,
  SectionView,
} from './resume-view-types.ts';
import { resolveDocumentLanguage } from './document-language.ts';
import { resolveSectionOrder, resolveSectionTitle } from './section-order.ts';
import { clean, paragraphs } from './text-parts.ts';

const COMPACT_SECTIONS = new Set<SectionKey>(['skills', 'languages', 'interests']);

function builtinEntries(
  resume: Resume,
  key: Exclude<BuiltinSectionKey, 'summary'>,
  language: DocumentLanguage,
): EntryView[] {
  switch (key) {
    case 'work':
      return (resume.work ?? []).map((x) => workEntry(x, language));
    case 'volunteer':
      return (resume.volunteer ?? []).map((x) => volunteerEntry(x, language));
    case 'education':
      return (resume.education ?? []).map((x) => educationEntry(x, language));
    case 'awards':
      return (resume.awards ?? []).map((x) => awardEntry(x, language));
    case 'certificates':
      return (resume.certificates ?? []).map((x) => certificateEntry(x, language));
    case 'publications':
      return (resume.publications ?? []).map((x) => publicationEntry(x, language));
    case 'skills':
      return (resume.skills ?? []).map(skillEntry);
    case 'languages':
      return (resume.languages ?? []).map(languageEntry);
    case 'interests':
      return (resume.interests ?? []).map(interestEntry);
    case 'references':
      return (resume.references ?? []).map(referenceEntry);
    case 'projects':
      return (resume.projects ?? []).map((x) => projectEntry(x, language));
  }
}

function sectionEntries(resume: Resume, key: SectionKey, language: DocumentLanguage): EntryView[] {
  if (key === 'summary') return [];
  if (key.startsWith('custom:')) {
    const id = key.slice('custom:'.length);
    const section = resolveSettings(resume).customSections.find((s) => s.id === id);
    return (section?.entries ?? []).map((x) => customEntry(x, language));
  }
  return builtinEntries(resume, key as Exclude<BuiltinSectionKey, 'summary'>, language);
}

function buildMetadata(resume: Resume, language: DocumentLanguage): DocumentMetadata {
  const name = clean(resume.basics?.name);
  const keywords = (resume.skills ?? [])
    .flatMap((s) => [s.name ?? '', ...(s.keywords ?? [])])
    .map((k) => k.trim())
    .filter(Boolean)
    .slice(0, 40);
  return {
    // The resume's own title is the user's private label ("Acme application v2"): the file
    // a recruiter opens is titled after the person instead.
    title: name ? `${name} – Resume` : 'Resume',
    author: name,
    subject: clean(resume.basics?.label),
    keywords: [...new Set(keywords)].join(', '),
    language,
  };
}

/**
 * What every renderer shows, in order: one place decides labels, date formats and which
 * sections appear, so the PDF, DOCX, HTML and the read-back check can never disagree.
 */
export function buildResumeView(resume: Resume): ResumeView {
  const language = resolveDocumentLanguage(resume);
  const sections: SectionView[] = [];
  for (const key of resolveSectionOrder(resume)) {
    const title = resolveSectionTitle(resume, key, language);
    if (key === 'summary') {
      const text = paragraphs(resume.basics?.summary);
      if (text.length > 0)
        sections.push({ key, title, style: 'text', entries: [], paragraphs: text });
      continue;
    }
    const entries = sectionEntries(resume, key, language).filter((e) => !isEmptyEntry(e));
    if (entries.length === 0) continue;
    const style: SectionStyle = COMPACT_SECTIONS.has(key) ? 'compact' : 'entries';
    sections.push({ key, title, style, entries, paragraphs: [] });
  }
  return {
    name: clean(resume.basics?.name),
    label: clean(resume.basics?.label),
    contacts: buildContacts(resume.basics),
    sections,
    metadata: buildMetadata(resume, language),
  };
}
