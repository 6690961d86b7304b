import { FONT_FAMILY_IDS, type Resume, type TemplateId, getTemplateMeta } from '@resumio/resume';
import { withSettings } from '../section-layout.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Switches template and takes its spacing and sizes. The page set-up the user chose (size, fit
 * to one page, page numbers) stays, and so do a font and an accent colour they picked: trying
 * templates must not undo those choices. A font or colour still at the old template's default
 * was never chosen, so it follows the new template; one the new template cannot draw (an
 * unknown font, a malformed colour) gives way to its default too.
 */
export function applyTemplate(resume: Resume, templateId: TemplateId): Resume {
  const template = getTemplateMeta(templateId);
  return withSettings(resume, (settings) => {
    const current = settings.design;
    const previous = getTemplateMeta(settings.templateId).defaultDesign;
    const keepFont =
      current.fontFamily !== previous.fontFamily &&
      (FONT_FAMILY_IDS as readonly string[]).includes(current.fontFamily);
    const keepColour =
      current.accentColor !== previous.accentColor && HEX.test(current.accentColor);
    return {
      ...settings,
      templateId,
      design: {
        ...template.defaultDesign,
        ...(keepFont && { fontFamily: current.fontFamily }),
        ...(keepColour && { accentColor: current.accentColor }),
        pageSize: current.pageSize,
        fitToOnePage: current.fitToOnePage,
        showPageNumbers: current.showPageNumbers,
        // The document's language is what it is written in, not a look.
        ...(current.language && { language: current.language }),
      },
    };
  });
}
