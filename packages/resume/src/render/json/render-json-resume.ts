import {
  type ExportJsonResumeOptions,
  exportJsonResume,
} from '../../json-resume/export-json-resume.ts';
import type { Resume } from '../../model/resume.ts';

/** The JSON Resume file as pretty-printed text. */
export function renderJsonResume(resume: Resume, options?: ExportJsonResumeOptions): string {
  return `${JSON.stringify(exportJsonResume(resume, options), null, 2)}\n`;
}
