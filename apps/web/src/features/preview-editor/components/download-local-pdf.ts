import { type Resume, resumeFileName } from '@resumio/resume';
import { createPdfPreviewClient } from '@/workers/pdf-preview-client.ts';

/** Renders the PDF in this browser (the same templates as the server) and saves it. */
export async function downloadLocalPdf(resume: Resume): Promise<void> {
  const client = createPdfPreviewClient();
  try {
    const rendered = await client.render(resume);
    const blob = new Blob([rendered.pdf], { type: 'application/pdf' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = resumeFileName(resume, 'pdf').utf8;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } finally {
    client.dispose();
  }
}
