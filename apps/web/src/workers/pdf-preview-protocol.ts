import type { Resume, TemplateId } from '@resumio/resume';

/** Main thread → worker: draw this resume. `id` lets the caller drop answers it no longer wants. */
export interface PdfRenderRequest {
  id: number;
  resume: Resume;
  /** Overrides the resume's own template (a preview of another choice). */
  templateId?: TemplateId;
}

export interface PdfRenderSuccess {
  id: number;
  ok: true;
  /** The PDF file, transferred rather than copied. */
  pdf: ArrayBuffer;
  pageCount: number;
  /** 1 unless fit-to-one-page shrank the design. */
  scale: number;
  fitsRequestedPages: boolean;
  renderMs: number;
}

export interface PdfRenderFailure {
  id: number;
  ok: false;
  message: string;
}

export type PdfRenderResponse = PdfRenderSuccess | PdfRenderFailure;
