import { type ReadbackReport, ReadbackReportSchema } from '@resumio/contract/resumes';
import type { TemplateId } from '@resumio/resume';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function getReadback(
  id: string,
  templateId: TemplateId,
  signal?: AbortSignal,
): Promise<ReadbackReport> {
  return apiRequest(
    `/api/resumes/${encodeURIComponent(id)}/readback?templateId=${encodeURIComponent(templateId)}`,
    {
      schema: ReadbackReportSchema,
      signal,
      timeoutMs: 30_000,
      genericMessage: 'We couldn’t run the readability check.',
    },
  );
}

/** Runs the read-back check on demand (it renders a PDF on the server, so never automatically). */
export function useReadbackCheck(id: string) {
  return useMutation({
    mutationFn: (templateId: TemplateId) => getReadback(id, templateId),
  });
}
