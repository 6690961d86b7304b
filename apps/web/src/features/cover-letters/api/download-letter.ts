import type { CoverLetterExportFormat } from '@resumio/contract/cover-letters';
import { downloadFile } from '@/lib/http/download-file.ts';

export interface DownloadLetterOptions {
  id: string;
  format: CoverLetterExportFormat;
  token: string | null;
  fallbackFileName: string;
}

/** Fetches an export with the user's token and saves it under the server's file name. */
export async function downloadLetter(
  options: DownloadLetterOptions,
): Promise<{ fileName: string }> {
  const { fileName } = await downloadFile({
    url: `/api/cover-letters/${encodeURIComponent(options.id)}/export?format=${options.format}`,
    token: options.token,
    fallbackFileName: options.fallbackFileName,
    failureMessage: 'We couldn’t export the cover letter.',
  });
  return { fileName };
}
