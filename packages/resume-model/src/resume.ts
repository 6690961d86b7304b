import { z } from 'zod';
import { awardListSchema } from './awards.ts';
import { basicsSchema } from './basics.ts';
import { certificateListSchema } from './certificates.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPaths } from './control-characters.ts';
import { educationListSchema } from './education.ts';
import { urlField } from './fields.ts';
import { interestListSchema } from './interests.ts';
import { languageListSchema } from './languages.ts';
import { RESUME_LIMITS } from './limits.ts';
import { BUILTIN_SECTION_KEYS, type BuiltinSectionKey } from './section-keys.ts';
import { metaSchema } from './meta.ts';
import { projectListSchema } from './projects.ts';
import { publicationListSchema } from './publications.ts';
import { referenceListSchema } from './references.ts';
import { type ResumioSettings, resumioSettingsSchema } from './resumio-settings.ts';
import { skillListSchema } from './skills.ts';
import { volunteerListSchema } from './volunteer.ts';
import { workListSchema } from './work.ts';

export function jsonByteLength(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

/**
 * A JSON Resume 1.x document plus Resumio's settings under `resumio`. Sections are optional and
 * unknown keys are kept, so an imported file exports back unchanged.
 */
export const resumeSchema = z
  .looseObject({
    $schema: urlField.optional(),
    basics: basicsSchema.optional(),
    work: workListSchema.optional(),
    volunteer: volunteerListSchema.optional(),
    education: educationListSchema.optional(),
    awards: awardListSchema.optional(),
    certificates: certificateListSchema.optional(),
    publications: publicationListSchema.optional(),
    skills: skillListSchema.optional(),
    languages: languageListSchema.optional(),
    interests: interestListSchema.optional(),
    references: referenceListSchema.optional(),
    projects: projectListSchema.optional(),
    meta: metaSchema.optional(),
    resumio: resumioSettingsSchema.optional(),
  })
  .refine((r) => jsonByteLength(r) <= RESUME_LIMITS.maxJsonBytes, {
    message: `The resume is larger than ${RESUME_LIMITS.maxJsonBytes / 1024} KiB`,
  })
  .check((ctx) => {
    for (const path of controlCharacterPaths(ctx.value)) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path,
        message: CONTROL_CHARACTER_MESSAGE,
      });
    }
  })
  .meta({
    id: 'Resume',
    description: 'A resume: a JSON Resume 1.x document with Resumio settings under `resumio`.',
  });

export type Resume = z.infer<typeof resumeSchema>;
export type ResumeInput = z.input<typeof resumeSchema>;

/** The sections a JSON Resume file holds: the built-in ones but the summary (a basics field). */
export type JsonResumeSectionKey = Exclude<BuiltinSectionKey, 'summary'>;
export const JSON_RESUME_SECTION_KEYS: readonly JsonResumeSectionKey[] =
  BUILTIN_SECTION_KEYS.filter((key): key is JsonResumeSectionKey => key !== 'summary');

/** Settings with every default filled in, for documents that carry none (plain imports). */
export function resolveSettings(resume: Resume): ResumioSettings {
  return resume.resumio ?? resumioSettingsSchema.parse({});
}
