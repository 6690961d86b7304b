import {
  type JobImportPreview,
  JobImportPreviewSchema,
  type JobImportRequest,
  type JobImportResult,
  JobImportResultSchema,
} from '@resumio/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';
import { trackJobAction } from '../model/track.ts';

/** Parsing a few thousand rows takes the server longer than an ordinary call. */
const IMPORT_TIMEOUT_MS = 30_000;

export function previewImport(body: JobImportRequest): Promise<JobImportPreview> {
  return apiRequest('/api/jobs/import/preview', {
    method: 'POST',
    body,
    schema: JobImportPreviewSchema,
    timeoutMs: IMPORT_TIMEOUT_MS,
    genericMessage: 'We couldn’t read that file.',
  });
}

export function importJobs(body: JobImportRequest): Promise<JobImportResult> {
  return apiRequest('/api/jobs/import', {
    method: 'POST',
    body,
    schema: JobImportResultSchema,
    timeoutMs: IMPORT_TIMEOUT_MS,
    genericMessage: 'We couldn’t import the applications.',
  });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

export function useImportJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importJobs,
    onSuccess(result) {
      trackJobAction('import', { count: result.imported, problems: result.problems.length });
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
