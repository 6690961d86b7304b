import type { Resume } from './model/resume.ts';
import { type ResumioSettingsInput, resumioSettingsSchema } from './model/resumio-settings.ts';
import { DEFAULT_TEMPLATE_ID, type TemplateId } from './model/template-ids.ts';
import { getTemplateMeta } from './templates/registry.ts';

export interface CreateResumeOptions {
  title?: string;
  templateId?: TemplateId;
  name?: string;
  settings?: Omit<ResumioSettingsInput, 'title' | 'templateId'>;
}

/** A blank resume with every JSON Resume section present and empty, in a template's design. */
export function createResume(options: CreateResumeOptions = {}): Resume {
  const templateId = options.templateId ?? DEFAULT_TEMPLATE_ID;
  const resumio = resumioSettingsSchema.parse({
    design: getTemplateMeta(templateId).defaultDesign,
    ...options.settings,
    title: options.title ?? 'Untitled resume',
    templateId,
  });
  return {
    basics: {
      name: options.name ?? '',
      label: '',
      email: '',
      phone: '',
      summary: '',
      profiles: [],
    },
    work: [],
    volunteer: [],
    education: [],
    awards: [],
    certificates: [],
    publications: [],
    skills: [],
    languages: [],
    interests: [],
    references: [],
    projects: [],
    resumio,
  };
}
