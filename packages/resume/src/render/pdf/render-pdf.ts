import { renderToBuffer } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { type Design, type DesignInput, designSchema } from '../../model/design.ts';
import { type Resume, resolveSettings } from '../../model/resume.ts';
import type { TemplateId } from '../../model/template-ids.ts';
import { ResumePdf } from '../../templates/resume-pdf.ts';
import { fitToOnePage } from '../../templates/fit-to-page.ts';
import { countPdfPages } from '../../templates/count-pages.ts';
import { preparePdfEngine } from './prepare-engine.ts';

export interface RenderPdfOptions {
  /** Overrides the resume's template, e.g. for a preview of another one. */
  templateId?: TemplateId;
  /** Overrides parts of the resume's design. */
  design?: Partial<DesignInput>;
}

export interface RenderedPdf {
  bytes: Uint8Array;
  pageCount: number;
  /** 1 unless fit-to-one-page shrank the design. */
  scale: number;
  /** The design actually drawn, after any shrinking. */
  design: Design;
  /** False when fit-to-one-page was asked for but the readability floors were reached first. */
  fitsRequestedPages: boolean;
}

async function draw(resume: Resume, templateId: TemplateId, design: Design) {
  // renderToBuffer is typed for a <Document> element; ResumePdf renders exactly one.
  const element = h(ResumePdf, { resume, templateId, design }) as unknown as Parameters<
    typeof renderToBuffer
  >[0];
  const buffer = await renderToBuffer(element);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  return { output: bytes, pageCount: countPdfPages(bytes) };
}

/**
 * Renders the resume to PDF on the server, shrinking it onto one page first when its design
 * asks for that (see {@link fitToOnePage}).
 */
export async function renderPdfDocument(
  resume: Resume,
  options: RenderPdfOptions = {},
): Promise<RenderedPdf> {
  preparePdfEngine();
  const settings = resolveSettings(resume);
  const templateId = options.templateId ?? settings.templateId;
  const design = options.design
    ? designSchema.parse({ ...settings.design, ...options.design })
    : settings.design;
  const fitted = await fitToOnePage(design, (d) => draw(resume, templateId, d));
  const { output, ...rest } = fitted;
  return { bytes: output, ...rest };
}

/** The PDF bytes alone; see {@link renderPdfDocument} for page count and scale. */
export async function renderPdf(resume: Resume, options?: RenderPdfOptions): Promise<Uint8Array> {
  return (await renderPdfDocument(resume, options)).bytes;
}
