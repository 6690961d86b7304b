import {
  type ImportFileResponse,
  ImportFileResponseSchema,
  RESUME_IMPORT_FIELD,
} from '@resumio/contract/resumes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Reading a long PDF on a busy server takes a while; the server's own limit ends it first. */
const IMPORT_TIMEOUT_MS = 60_000;

/**
 * Sends a PDF or DOCX resume to be read; nothing is stored until the user saves the result.
 * `anonymous`: the preview editor's route, open without an account.
 */
export function importResumeFile(
  file: File,
  { anonymous = false }: { anonymous?: boolean } = {},
): Promise<ImportFileResponse> {
  const body = new FormData();
  body.append(RESUME_IMPORT_FIELD, file, file.name);
  return apiRequest(anonymous ? '/api/resume-import-preview' : '/api/resumes/import-file', {
    method: 'POST',
    body,
    schema: ImportFileResponseSchema,
    genericMessage: 'We couldn’t read that file.',
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export function useImportResumeFile({ anonymous = false }: { anonymous?: boolean } = {}) {
  return useMutation({ mutationFn: (file: File) => importResumeFile(file, { anonymous }) });
}
