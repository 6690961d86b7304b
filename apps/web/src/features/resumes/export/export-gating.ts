import {
  type ExportFormat,
  exportFormats,
  exportNeedsPremium,
  freeExportFormats,
} from '@resumio/contract/resumes';
import type { TemplateId } from '@resumio/resume';

export const FORMAT_LABELS: Record<ExportFormat, { label: string; description: string }> = {
  pdf: { label: 'PDF', description: 'Best for applications; what tracking systems read.' },
  docx: { label: 'Word (DOCX)', description: 'Real headings and bullet lists, editable in Word.' },
  html: { label: 'HTML', description: 'A single web page with a print stylesheet.' },
  md: { label: 'Markdown', description: 'Plain text with headings, for sites and notes.' },
  txt: { label: 'Plain text', description: 'For pasting into application forms.' },
  json: { label: 'JSON Resume', description: 'Your data in the open JSON Resume format.' },
};

export type ExportAvailability = 'available' | 'premium-format' | 'premium-template';

/** Mirrors the server's rule so locked buttons show the upgrade instead of failing. */
export function exportAvailability(
  format: ExportFormat,
  templateId: TemplateId,
  isPremium: boolean,
): ExportAvailability {
  if (isPremium || !exportNeedsPremium(format, templateId)) return 'available';
  return freeExportFormats.includes(format) ? 'premium-template' : 'premium-format';
}

export function exportOptions(templateId: TemplateId, isPremium: boolean) {
  return exportFormats.map((format) => ({
    format,
    ...FORMAT_LABELS[format],
    availability: exportAvailability(format, templateId, isPremium),
  }));
}
