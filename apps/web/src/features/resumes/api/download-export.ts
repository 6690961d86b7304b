import { ATS_READABILITY_HEADER, type ExportFormat } from '@resumio/contract/resumes';
import type { TemplateId } from '@resumio/resume';
import { downloadFile } from '@/lib/http/download-file.ts';

export interface DownloadExportOptions {
  id: string;
  format: ExportFormat;
  templateId?: TemplateId;
  token: string | null;
  fallbackFileName: string;
}

/** Fetches an export with the user's token and saves it; resolves with the PDF's ATS score. */
export async function downloadExport(options: DownloadExportOptions) {
  const params = new URLSearchParams({ format: options.format });
  if (options.templateId) params.set('templateId', options.templateId);
  const { fileName, headers } = await downloadFile({
    url: `/api/resumes/${encodeURIComponent(options.id)}/export?${params}`,
    token: options.token,
    fallbackFileName: options.fallbackFileName,
    failureMessage: 'We couldn’t export the resume.',
  });
  const score = headers.get(ATS_READABILITY_HEADER);
  return { fileName, readability: score === null ? undefined : Number(score) };
}
