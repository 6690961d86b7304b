import { z } from 'zod';
import { customSectionSchema } from './custom-section.ts';
import { designSchema } from './design.ts';
import { RESUME_LIMITS } from './limits.ts';
import { sectionLayoutSchema } from './section-keys.ts';
import { DEFAULT_TEMPLATE_ID, templateIdSchema } from './template-ids.ts';

/**
 * Everything Resumio adds to a JSON Resume. It lives under one key so exports can move it to
 * `meta.resumio` (or drop it) and stay valid against the official schema.
 */
export const resumioSettingsSchema = z
  .object({
    version: z.literal(1).default(1),
    title: z.string().max(RESUME_LIMITS.resumeTitle).default('Untitled resume'),
    templateId: templateIdSchema.default(DEFAULT_TEMPLATE_ID),
    design: designSchema.prefault({}),
    sections: sectionLayoutSchema.prefault({}),
    customSections: z.array(customSectionSchema).max(RESUME_LIMITS.customSections).default([]),
  })
  .refine((s) => new Set(s.customSections.map((c) => c.id)).size === s.customSections.length, {
    message: 'Custom section ids must be unique',
    path: ['customSections'],
  });
export type ResumioSettings = z.infer<typeof resumioSettingsSchema>;
export type ResumioSettingsInput = z.input<typeof resumioSettingsSchema>;
export const defaultResumioSettings: ResumioSettings = resumioSettingsSchema.parse({});
