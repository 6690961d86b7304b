import { type Resume, type TemplateId, getTemplateMeta } from '@resumio/resume';
import { withSettings } from '../section-layout.ts';

/**
 * Switches template and takes its typography and colour; the page set-up the user chose (size,
 * fit to one page, page numbers) stays.
 */
export function applyTemplate(resume: Resume, templateId: TemplateId): Resume {
  const template = getTemplateMeta(templateId);
  return withSettings(resume, (settings) => ({
    ...settings,
    templateId,
    design: {
      ...template.defaultDesign,
      pageSize: settings.design.pageSize,
      fitToOnePage: settings.design.fitToOnePage,
      showPageNumbers: settings.design.showPageNumbers,
    },
  }));
}
