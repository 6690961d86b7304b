import type { DataExport, DataExportStatus } from '@resumio/contract/data-exports';
import type { DataExportRow } from './data-export-repository.ts';

export const dataExportFilePath = (id: string) => `/api/me/exports/${id}/file`;

export function toDataExport(row: DataExportRow): DataExport {
  const ready = row.status === 'ready';
  return {
    id: row.id,
    status: row.status as DataExportStatus,
    progress: { done: row.progress_done, total: row.progress_total },
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    expiresAt: ready ? row.expires_at : null,
    byteSize: ready ? row.byte_size : null,
    downloadUrl: ready ? dataExportFilePath(row.id) : null,
    error: row.status === 'failed' ? row.error : null,
  };
}
