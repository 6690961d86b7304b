import type { MessagePort } from 'node:worker_threads';
import type { ExportFormat, ReadbackReport } from '@resumio/contract/resumes';
import type { CoverLetterExportFormat } from '@resumio/contract/cover-letters';
import type { LetterDocument, Resume } from '@resumio/resume';
import type { PageImage } from '@resumio/resume/render';

/** One render, as posted to a worker: plain data only (it is structured-cloned). */
export type RenderJob = ResumeRenderJob | LetterRenderJob;

export interface ResumeRenderJob {
  kind?: 'resume';
  format: ExportFormat;
  /** The document with the template to draw already applied. */
  document: Resume;
  /** PDF only: a longer result is refused instead of being read back and returned. */
  maxPages: number;
  /** PDF only: false skips the read-back check (a preview). */
  readback?: boolean;
  /** PDF only: also draw every page as an image this many pixels wide (a first preview). */
  rasterWidthPx?: number;
}

/** A cover letter, on the letterhead of the resume it carries (if any). */
export interface LetterRenderJob {
  kind: 'letter';
  format: CoverLetterExportFormat;
  letter: LetterDocument;
  maxPages: number;
}

export type RenderOutput =
  | {
      kind: 'file';
      body: Uint8Array;
      /** PDF only. */
      pageCount?: number;
      /** PDF only: the read-back check of these very bytes. */
      readback?: ReadbackReport;
      /** Resume PDF only: 1 unless fit-to-one-page shrank the design. */
      scale?: number;
      /** Resume PDF only: false when fit-to-one-page reached its readability floors first. */
      fitsRequestedPages?: boolean;
      /** Resume PDF only, when asked for: every page as an image. */
      pages?: PageImage[];
    }
  | { kind: 'too-long'; pageCount: number };

export interface RenderTask {
  job: RenderJob;
  /** The worker posts one message here when it starts the job: the time limit counts from then. */
  started: MessagePort;
}
