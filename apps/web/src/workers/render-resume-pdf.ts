import { pdf } from '@react-pdf/renderer';
import { type Resume, type TemplateId, resolveSettings } from '@resumio/resume';
import { ResumePdf, countPdfPages, fitToOnePage } from '@resumio/resume/templates';
import { createElement } from 'react';
import { prepareFonts } from './font-loader.ts';

type DocumentElement = Parameters<typeof pdf>[0];

/** The same document the server exports, drawn in this worker, fit to one page when asked. */
export async function renderResumePdf(resume: Resume, templateId?: TemplateId) {
  const settings = resolveSettings(resume);
  const template = templateId ?? settings.templateId;
  prepareFonts();
  return fitToOnePage(settings.design, async (design) => {
    // ResumePdf renders exactly one <Document>, which is what pdf() expects.
    const element = createElement(ResumePdf, {
      resume,
      templateId: template,
      design,
    }) as unknown as DocumentElement;
    const blob = await pdf(element).toBlob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return { output: bytes, pageCount: countPdfPages(bytes) };
  });
}
