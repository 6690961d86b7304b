import { downloadFile } from '@/lib/http/download-file.ts';
import { jobPath } from './get-job.ts';

/** Every application as CSV, fetched with the user's token (a plain link could not send it). */
export function downloadJobsCsv(token: string | null) {
  return downloadFile({
    url: '/api/jobs/export.csv',
    token,
    fallbackFileName: 'job-applications.csv',
    failureMessage: 'We couldn’t export your applications.',
  });
}

/** The resume as it was when the application was sent. */
export function downloadSentPdf(id: string, token: string | null, fallbackFileName: string) {
  return downloadFile({
    url: `${jobPath(id)}/sent.pdf`,
    token,
    fallbackFileName,
    failureMessage: 'We couldn’t download the resume that was sent.',
  });
}

/** The cover letter as it was when the application was sent. */
export function downloadSentLetterPdf(id: string, token: string | null, fallbackFileName: string) {
  return downloadFile({
    url: `${jobPath(id)}/sent-letter.pdf`,
    token,
    fallbackFileName,
    failureMessage: 'We couldn’t download the cover letter that was sent.',
  });
}
