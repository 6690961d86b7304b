import type { Resume } from '@resumio/resume';
import { type ResumeDetail, ResumeDetailSchema } from '@resumio/contract/resumes';
import { apiRequest } from '@/lib/api-client.ts';

/** Creates an account resume from the try-out document (the server validates it again). */
export function saveToAccount(document: Resume): Promise<ResumeDetail> {
  const title = document.resumio?.title?.trim();
  return apiRequest('/api/resumes', {
    method: 'POST',
    body: { source: 'document', document, ...(title ? { title } : {}) },
    schema: ResumeDetailSchema,
    genericMessage: 'We couldn’t save your resume to your account. Your work is still here.',
  });
}
