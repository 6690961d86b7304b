import {
  type JsonResumeSectionKey,
  awardSchema,
  certificateSchema,
  customEntrySchema,
  defaultAward,
  defaultCertificate,
  defaultCustomEntry,
  defaultEducation,
  defaultInterest,
  defaultLanguage,
  defaultProject,
  defaultPublication,
  defaultReference,
  defaultSkill,
  defaultVolunteer,
  defaultWork,
  educationSchema,
  interestSchema,
  languageSchema,
  projectSchema,
  publicationSchema,
  referenceSchema,
  skillSchema,
  volunteerSchema,
  workSchema,
} from '@resumio/resume';
import type { z } from 'zod';

export type FieldKind = 'text' | 'url' | 'textarea' | 'date' | 'bullets' | 'keywords';

export interface FieldDefinition {
  name: string;
  label: string;
  kind: FieldKind;
  /** Spans both columns of the entry grid. */
  wide?: boolean;
  hint?: string;
  placeholder?: string;
}

export type Entry = Record<string, unknown>;

export interface EntrySectionDefinition {
  /** "position", "degree": used in "Add position", "Remove position 2". */
  noun: string;
  schema: z.ZodType;
  create(): Entry;
  fields: readonly FieldDefinition[];
  /** A short line naming an entry in its collapsed header. */
  summarise(entry: Entry): string;
}

const text = (entry: Entry, ...keys: string[]) =>
  keys
    .map((key) => entry[key])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .join(' · ');

const dates = (start = 'startDate', end = 'endDate'): FieldDefinition[] => [
  { name: start, label: 'Start date', kind: 'date' },
  { name: end, label: 'End date', kind: 'date', hint: 'Leave empty if ongoing' },
];

export const ENTRY_SECTIONS: Record<JsonResumeSectionKey, EntrySectionDefinition> = {
  work: {
    noun: 'position',
    schema: workSchema,
    create: () => structuredClone(defaultWork),
    summarise: (e) => text(e, 'position', 'name'),
    fields: [
      { name: 'position', label: 'Job title', kind: 'text' },
      { name: 'name', label: 'Company', kind: 'text' },
      { name: 'location', label: 'Location', kind: 'text' },
      { name: 'url', label: 'Company website', kind: 'url' },
      ...dates(),
      { name: 'summary', label: 'Description', kind: 'textarea', wide: true },
      { name: 'highlights', label: 'Achievements', kind: 'bullets', wide: true },
    ],
  },
  volunteer: {
    noun: 'role',
    schema: volunteerSchema,
    create: () => structuredClone(defaultVolunteer),
    summarise: (e) => text(e, 'position', 'organization'),
    fields: [
      { name: 'position', label: 'Role', kind: 'text' },
      { name: 'organization', label: 'Organisation', kind: 'text' },
      { name: 'url', label: 'Website', kind: 'url', wide: true },
      ...dates(),
      { name: 'summary', label: 'Description', kind: 'textarea', wide: true },
      { name: 'highlights', label: 'Highlights', kind: 'bullets', wide: true },
    ],
  },
  education: {
    noun: 'degree',
    schema: educationSchema,
    create: () => structuredClone(defaultEducation),
    summarise: (e) => text(e, 'studyType', 'area', 'institution'),
    fields: [
      { name: 'institution', label: 'School or university', kind: 'text', wide: true },
      { name: 'studyType', label: 'Degree', kind: 'text', placeholder: 'BSc' },
      { name: 'area', label: 'Field of study', kind: 'text' },
      ...dates(),
      { name: 'score', label: 'Grade', kind: 'text' },
      { name: 'url', label: 'Website', kind: 'url' },
      { name: 'courses', label: 'Courses', kind: 'keywords', wide: true },
    ],
  },
  awards: {
    noun: 'award',
    schema: awardSchema,
    create: () => structuredClone(defaultAward),
    summarise: (e) => text(e, 'title', 'awarder'),
    fields: [
      { name: 'title', label: 'Award', kind: 'text' },
      { name: 'awarder', label: 'Awarded by', kind: 'text' },
      { name: 'date', label: 'Date', kind: 'date' },
      { name: 'summary', label: 'Description', kind: 'textarea', wide: true },
    ],
  },
  certificates: {
    noun: 'certificate',
    schema: certificateSchema,
    create: () => structuredClone(defaultCertificate),
    summarise: (e) => text(e, 'name', 'issuer'),
    fields: [
      { name: 'name', label: 'Certificate', kind: 'text' },
      { name: 'issuer', label: 'Issuer', kind: 'text' },
      { name: 'date', label: 'Date', kind: 'date' },
      { name: 'url', label: 'Link', kind: 'url' },
    ],
  },
  publications: {
    noun: 'publication',
    schema: publicationSchema,
    create: () => structuredClone(defaultPublication),
    summarise: (e) => text(e, 'name', 'publisher'),
    fields: [
      { name: 'name', label: 'Title', kind: 'text', wide: true },
      { name: 'publisher', label: 'Publisher', kind: 'text' },
      { name: 'releaseDate', label: 'Release date', kind: 'date' },
      { name: 'url', label: 'Link', kind: 'url', wide: true },
      { name: 'summary', label: 'Summary', kind: 'textarea', wide: true },
    ],
  },
  skills: {
    noun: 'skill group',
    schema: skillSchema,
    create: () => structuredClone(defaultSkill),
    summarise: (e) => text(e, 'name', 'level'),
    fields: [
      { name: 'name', label: 'Skill', kind: 'text', placeholder: 'Frontend' },
      { name: 'level', label: 'Level', kind: 'text', placeholder: 'Advanced' },
      { name: 'keywords', label: 'Keywords', kind: 'keywords', wide: true },
    ],
  },
  languages: {
    noun: 'language',
    schema: languageSchema,
    create: () => structuredClone(defaultLanguage),
    summarise: (e) => text(e, 'language', 'fluency'),
    fields: [
      { name: 'language', label: 'Language', kind: 'text' },
      { name: 'fluency', label: 'Fluency', kind: 'text', placeholder: 'Native speaker' },
    ],
  },
  interests: {
    noun: 'interest',
    schema: interestSchema,
    create: () => structuredClone(defaultInterest),
    summarise: (e) => text(e, 'name'),
    fields: [
      { name: 'name', label: 'Interest', kind: 'text' },
      { name: 'keywords', label: 'Keywords', kind: 'keywords' },
    ],
  },
  references: {
    noun: 'reference',
    schema: referenceSchema,
    create: () => structuredClone(defaultReference),
    summarise: (e) => text(e, 'name'),
    fields: [
      { name: 'name', label: 'Name', kind: 'text', wide: true },
      { name: 'reference', label: 'Reference', kind: 'textarea', wide: true },
    ],
  },
  projects: {
    noun: 'project',
    schema: projectSchema,
    create: () => structuredClone(defaultProject),
    summarise: (e) => text(e, 'name'),
    fields: [
      { name: 'name', label: 'Project name', kind: 'text' },
      { name: 'url', label: 'Link', kind: 'url' },
      ...dates(),
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
      { name: 'highlights', label: 'Highlights', kind: 'bullets', wide: true },
      { name: 'keywords', label: 'Technologies', kind: 'keywords', wide: true },
    ],
  },
};

export const CUSTOM_ENTRY_SECTION: EntrySectionDefinition = {
  noun: 'entry',
  schema: customEntrySchema,
  create: () => structuredClone(defaultCustomEntry),
  summarise: (e) => text(e, 'title', 'subtitle'),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'subtitle', label: 'Subtitle', kind: 'text' },
    { name: 'location', label: 'Location', kind: 'text' },
    { name: 'url', label: 'Link', kind: 'url' },
    ...dates(),
    { name: 'summary', label: 'Description', kind: 'textarea', wide: true },
    { name: 'highlights', label: 'Highlights', kind: 'bullets', wide: true },
  ],
};
