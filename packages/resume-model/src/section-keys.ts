import { z } from 'zod';
import { RESUME_LIMITS } from './limits.ts';

/** Sections of a JSON Resume, plus the basics summary shown as its own section. */
export const BUILTIN_SECTION_KEYS = [
  'summary',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const;
export type BuiltinSectionKey = (typeof BUILTIN_SECTION_KEYS)[number];
export type CustomSectionKey = `custom:${string}`;
export type SectionKey = BuiltinSectionKey | CustomSectionKey;

export const CUSTOM_SECTION_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function isSectionKey(value: string): value is SectionKey {
  if ((BUILTIN_SECTION_KEYS as readonly string[]).includes(value)) return true;
  return value.startsWith('custom:') && CUSTOM_SECTION_ID_PATTERN.test(value.slice(7));
}

export function customSectionKey(id: string): CustomSectionKey {
  return `custom:${id}`;
}

export const sectionKeySchema = z.custom<SectionKey>(
  (v) => typeof v === 'string' && isSectionKey(v),
  'Unknown section',
);

export const DEFAULT_SECTION_ORDER: BuiltinSectionKey[] = [
  'summary',
  'work',
  'projects',
  'education',
  'skills',
  'certificates',
  'awards',
  'publications',
  'volunteer',
  'languages',
  'interests',
  'references',
];

export const DEFAULT_SECTION_TITLES: Record<BuiltinSectionKey, string> = {
  summary: 'Summary',
  work: 'Experience',
  volunteer: 'Volunteering',
  education: 'Education',
  awards: 'Awards',
  certificates: 'Certifications',
  publications: 'Publications',
  skills: 'Skills',
  languages: 'Languages',
  interests: 'Interests',
  references: 'References',
  projects: 'Projects',
};

export const sectionLayoutSchema = z.object({
  /** Display order; sections missing from it follow in the default order. */
  order: z
    .array(sectionKeySchema)
    .max(RESUME_LIMITS.sectionKeys)
    .default([...DEFAULT_SECTION_ORDER]),
  hidden: z.array(sectionKeySchema).max(RESUME_LIMITS.sectionKeys).default([]),
  /** Titles the user renamed; the rest use the defaults. */
  titles: z.partialRecord(sectionKeySchema, z.string().max(RESUME_LIMITS.sectionTitle)).default({}),
});
export type SectionLayout = z.infer<typeof sectionLayoutSchema>;
