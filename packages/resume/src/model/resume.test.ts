import { describe, expect, it } from 'vitest';
import { createResume } from '../create-resume.ts';
import { RESUME_SAMPLES } from '../samples/index.ts';
import { defaultAward, awardSchema } from './awards.ts';
import { basicsSchema, defaultBasics, defaultProfile, profileSchema } from './basics.ts';
import { certificateSchema, defaultCertificate } from './certificates.ts';
import {
  customEntrySchema,
  customSectionSchema,
  defaultCustomEntry,
  defaultCustomSection,
} from './custom-section.ts';
import { defaultDesign, designSchema } from './design.ts';
import { defaultEducation, educationSchema } from './education.ts';
import { defaultInterest, interestSchema } from './interests.ts';
import { defaultLanguage, languageSchema } from './languages.ts';
import { MIN_FONT_SIZE, RESUME_LIMITS } from './limits.ts';
import { partialDateSchema } from './partial-date.ts';
import { defaultProject, projectSchema } from './projects.ts';
import { defaultPublication, publicationSchema } from './publications.ts';
import { defaultReference, referenceSchema } from './references.ts';
import { resumeSchema } from './resume.ts';
import { defaultResumioSettings, resumioSettingsSchema } from './resumio-settings.ts';
import { defaultSkill, skillSchema } from './skills.ts';
import { defaultVolunteer, volunteerSchema } from './volunteer.ts';
import { defaultWork, workSchema } from './work.ts';

describe('section schemas', () => {
  const pairs: [string, { parse: (v: unknown) => unknown }, unknown][] = [
    ['basics', basicsSchema, defaultBasics],
    ['profile', profileSchema, defaultProfile],
    ['work', workSchema, defaultWork],
    ['volunteer', volunteerSchema, defaultVolunteer],
    ['education', educationSchema, defaultEducation],
    ['award', awardSchema, defaultAward],
    ['certificate', certificateSchema, defaultCertificate],
    ['publication', publicationSchema, defaultPublication],
    ['skill', skillSchema, defaultSkill],
    ['language', languageSchema, defaultLanguage],
    ['interest', interestSchema, defaultInterest],
    ['reference', referenceSchema, defaultReference],
    ['project', projectSchema, defaultProject],
    ['custom entry', customEntrySchema, defaultCustomEntry],
    ['custom section', customSectionSchema, defaultCustomSection],
    ['design', designSchema, defaultDesign],
    ['settings', resumioSettingsSchema, defaultResumioSettings],
  ];

  it.each(pairs)('parses the %s default unchanged', (_, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it('keeps unknown fields on entries', () => {
    const work = { name: 'Acme', position: 'Engineer', team: { size: 4 }, tags: ['x'] };
    expect(workSchema.parse(work)).toEqual(work);
  });
});

describe('resume schema', () => {
  it('parses a blank resume', () => {
    const blank = createResume({ title: 'Blank', templateId: 'modern' });
    expect(resumeSchema.parse(blank)).toEqual(blank);
    expect(blank.resumio?.design.fontFamily).toBe('inter');
  });

  it.each(RESUME_SAMPLES.map((s) => [s.id, s.resume] as const))(
    'accepts sample %s',
    (_, resume) => {
      const result = resumeSchema.safeParse(resume);
      expect(result.success ? [] : result.error.issues).toEqual([]);
      expect(result.data).toEqual(resume);
    },
  );

  it('accepts partial dates and rejects others', () => {
    for (const ok of ['2020', '2020-02', '2020-02-29', '1999-12-31']) {
      expect(partialDateSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      '20',
      '2021-02-29',
      '2020-13',
      '2020-1',
      'Jan 2020',
      '3020',
      '2020-04-31',
      '',
    ]) {
      expect(partialDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('rejects bad emails, relative URLs and unknown section keys', () => {
    expect(resumeSchema.safeParse({ basics: { email: 'not-an-email' } }).success).toBe(false);
    expect(resumeSchema.safeParse({ basics: { url: 'example.com' } }).success).toBe(false);
    expect(resumeSchema.safeParse({ basics: { email: '', url: '' } }).success).toBe(true);
    const settings = { sections: { order: ['work', 'nonsense'] } };
    expect(resumeSchema.safeParse({ resumio: settings }).success).toBe(false);
    const titles = { sections: { titles: { 'custom:talks': 'Talks', bogus: 'x' } } };
    expect(resumeSchema.safeParse({ resumio: titles }).success).toBe(false);
  });

  it('bounds strings, lists and the whole document', () => {
    const long = 'x'.repeat(RESUME_LIMITS.shortText + 1);
    expect(resumeSchema.safeParse({ basics: { name: long } }).success).toBe(false);
    const many = Array.from({ length: RESUME_LIMITS.entriesPerSection + 1 }, () => ({ name: 'A' }));
    expect(resumeSchema.safeParse({ work: many }).success).toBe(false);
    const bullets = Array.from({ length: RESUME_LIMITS.bulletsPerEntry + 1 }, () => 'b');
    expect(resumeSchema.safeParse({ work: [{ highlights: bullets }] }).success).toBe(false);
    const huge = { extra: 'x'.repeat(RESUME_LIMITS.maxJsonBytes) };
    expect(resumeSchema.safeParse(huge).success).toBe(false);
  });

  it('keeps design options within readable bounds', () => {
    expect(designSchema.safeParse({ fontSize: MIN_FONT_SIZE - 0.5 }).success).toBe(false);
    expect(designSchema.safeParse({ accentColor: 'red' }).success).toBe(false);
    expect(designSchema.safeParse({ pageSize: 'A5' }).success).toBe(false);
    expect(designSchema.parse({ pageSize: 'Letter' }).margins).toEqual(defaultDesign.margins);
  });

  it('requires unique custom section ids', () => {
    const section = { id: 'talks', title: 'Talks', entries: [] };
    expect(resumioSettingsSchema.safeParse({ customSections: [section, section] }).success).toBe(
      false,
    );
  });
});
