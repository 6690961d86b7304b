import type { DocumentLanguage } from '../model/document-language.ts';
import type { Resume } from '../model/resume.ts';
import { DOCUMENT_WORDS } from './document-words.ts';
import { resolveSettings } from '../model/resume.ts';
import {
  BUILTIN_SECTION_KEYS,
  type BuiltinSectionKey,
  DEFAULT_SECTION_ORDER,
  type SectionKey,
  customSectionKey,
} from '../model/section-keys.ts';

/**
 * The sections in display order, hidden ones removed unless asked for (the editor lists them all).
 * Keys the user never placed (a new custom section, a section added by a later version) are
 * appended rather than lost.
 */
export function resolveSectionOrder(
  resume: Resume,
  { includeHidden = false }: { includeHidden?: boolean } = {},
): SectionKey[] {
  const settings = resolveSettings(resume);
  const customKeys = settings.customSections.map((s) => customSectionKey(s.id));
  const known = new Set<SectionKey>([...BUILTIN_SECTION_KEYS, ...customKeys]);
  const order: SectionKey[] = [];
  for (const key of [...settings.sections.order, ...DEFAULT_SECTION_ORDER, ...customKeys]) {
    if (known.has(key) && !order.includes(key)) order.push(key);
  }
  if (includeHidden) return order;
  const hidden = new Set(settings.sections.hidden);
  return order.filter((key) => !hidden.has(key));
}

/** A heading the user typed as typed; a default one in the document's language. */
export function resolveSectionTitle(
  resume: Resume,
  key: SectionKey,
  language: DocumentLanguage = 'en',
): string {
  const settings = resolveSettings(resume);
  const renamed = settings.sections.titles[key]?.trim();
  if (renamed) return renamed;
  if (key.startsWith('custom:')) {
    const id = key.slice('custom:'.length);
    return settings.customSections.find((s) => s.id === id)?.title.trim() ?? '';
  }
  return DOCUMENT_WORDS[language].sections[key as BuiltinSectionKey];
}
