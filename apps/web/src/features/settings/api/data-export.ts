import { type DataExport, DataExportSchema } from '@resumio/contract/data-exports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/http/download-file.ts';

/** How often the page asks how far a ZIP export has come. */
export const DATA_EXPORT_POLL_MS = 1500;

export const dataExportKey = (id: string) => ['data-export', id] as const;

/** Starts a ZIP export, or answers the one already being prepared. */
export function startDataExport(): Promise<DataExport> {
  return apiRequest('/api/me/exports', {
    method: 'POST',
    schema: DataExportSchema,
    genericMessage: 'We couldn’t start your export. Please try again.',
  });
}

export function getDataExport(id: string, signal?: AbortSignal): Promise<DataExport> {
  return apiRequest(`/api/me/exports/${encodeURIComponent(id)}`, {
    schema: DataExportSchema,
    signal,
    genericMessage: 'We couldn’t check on your export.',
  });
}

export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDataExport,
    onSuccess(started) {
      queryClient.setQueryData(dataExportKey(started.id), started);
    },
  });
}

/** The export's status, asked again while it is being prepared. */
export function useDataExport(id: string | null) {
  return useQuery({
    queryKey: dataExportKey(id ?? ''),
    queryFn: ({ signal }) => getDataExport(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'preparing' ? DATA_EXPORT_POLL_MS : false,
  });
}

/** The ready ZIP, fetched with the user's token (a plain link could not send it) and saved. */
export function downloadDataExport(url: string, token: string | null) {
  return downloadFile({
    url,
    token,
    fallbackFileName: 'resumio-export.zip',
    failureMessage: 'We couldn’t download your export. Please try again.',
  });
}
