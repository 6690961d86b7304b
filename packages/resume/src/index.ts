// The document model: schemas, types, defaults, JSON Resume import/export, samples and template
// metadata. Browser-safe: nothing here imports the PDF, DOCX or Node-only code.
export * from './model/index.ts';
export { type CreateResumeOptions, createResume } from './create-resume.ts';
export * from './json-resume/index.ts';
export * from './view/index.ts';
export { RESUME_SAMPLES, type ResumeSample, getSample } from './samples/index.ts';
export {
  TEMPLATES,
  type TemplateLayout,
  type TemplateMeta,
  getTemplateMeta,
  templateThumbnail,
} from './templates/registry.ts';
export { type ResumeFileName, resumeFileName, titledFileName } from './util/file-name.ts';
export type {
  LetterBlock,
  LetterContent,
  LetterDocument,
  LetterRun,
} from './letter/letter-types.ts';
export {
  LETTER_COURTESIES,
  defaultLetterClosing,
  isLetterClosing,
  isLetterGreeting,
  neutralLetterGreeting,
} from './letter/letter-courtesies.ts';
export {
  type LetterView,
  buildLetterView,
  formatLetterDate,
  runsText,
} from './letter/letter-view.ts';
