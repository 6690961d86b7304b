import { createElement as h } from 'react';
import type { Design } from '../model/design.ts';
import { type Resume, resolveSettings } from '../model/resume.ts';
import type { TemplateId } from '../model/template-ids.ts';
import { TEMPLATE_COMPONENTS } from './template-components.ts';

/**
 * The PDF document for a resume in its chosen template: the same element renders the browser
 * preview and the server export.
 */
export function ResumePdf(props: { resume: Resume; templateId?: TemplateId; design?: Design }) {
  const settings = resolveSettings(props.resume);
  const Template = TEMPLATE_COMPONENTS[props.templateId ?? settings.templateId];
  return h(Template, { resume: props.resume, design: props.design ?? settings.design });
}
