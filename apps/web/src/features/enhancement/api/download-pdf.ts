import { downloadFile } from '@/lib/http/download-file.ts';

/** Downloads a resume's PDF in its own template. */
export async function downloadResumePdf(options: {
  id: string;
  token: string | null;
  fallbackFileName: string;
}): Promise<{ fileName: string }> {
  const { fileName } = await downloadFile({
    url: `/api/resumes/${encodeURIComponent(options.id)}/export?format=pdf`,
    token: options.token,
    fallbackFileName: options.fallbackFileName,
    failureMessage: 'We couldn’t download the PDF.',
  });
  return { fileName };
}
