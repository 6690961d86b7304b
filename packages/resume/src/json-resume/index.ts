export {
  type ExportJsonResumeOptions,
  type JsonResumeDocument,
  exportJsonResume,
} from './export-json-resume.ts';
export { type ImportIssue, type ImportResult, importJsonResume } from './import-json-resume.ts';
export { repairDate, repairUrl } from './normalise-fields.ts';
