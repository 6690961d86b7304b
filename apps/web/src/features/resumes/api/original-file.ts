import {
  type OriginalFile,
  OriginalFileAnswerSchema,
  OriginalFileSchema,
  RESUME_IMPORT_FIELD,
} from '@resumio/contract/resumes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentAccessToken } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/http/download-file.ts';

/** An upload of up to 10 MB on a slow line takes longer than a page's ordinary call. */
const UPLOAD_TIMEOUT_MS = 60_000;

const originalKey = (resumeId: string) => ['resumes', resumeId, 'original'] as const;

/** Keeps the file a resume was imported from with the saved resume (decision 049). */
export function keepOriginalFile(resumeId: string, file: File): Promise<OriginalFile> {
  const body = new FormData();
  body.append(RESUME_IMPORT_FIELD, file, file.name);
  return apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/original`, {
    method: 'PUT',
    body,
    schema: OriginalFileSchema,
    genericMessage: 'We couldn’t keep the original file.',
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/** The kept original of a resume, or null when there is none. */
export function useOriginalFile(resumeId: string) {
  return useQuery({
    queryKey: originalKey(resumeId),
    queryFn: async (): Promise<OriginalFile | null> => {
      const answer = await apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/original`, {
        schema: OriginalFileAnswerSchema,
      });
      return answer.original;
    },
    staleTime: 60_000,
  });
}

export async function downloadOriginalFile(resumeId: string, fileName: string): Promise<void> {
  await downloadFile({
    url: `/api/resumes/${encodeURIComponent(resumeId)}/original/file`,
    token: await currentAccessToken(),
    fallbackFileName: fileName,
    failureMessage: 'We couldn’t download the original file. Please try again.',
  });
}

export function useDeleteOriginalFile(resumeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/original`, {
        method: 'DELETE',
        genericMessage: 'We couldn’t delete the original file.',
      }),
    onSuccess: () => queryClient.setQueryData(originalKey(resumeId), null),
  });
}
