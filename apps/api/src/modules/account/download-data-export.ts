import { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/attachment-disposition.ts';
import type { DataExportDeps } from './data-export-deps.ts';
import { readPart } from './data-export-repository.ts';
import type { DataExportRunner } from './data-export-runner.ts';
import { findOwnDataExport } from './get-data-export.ts';

export interface DataExportDownload {
  body: Readable;
  byteSize: number;
  contentDisposition: string;
}

/**
 * The ready export's ZIP, read back a part at a time as the client takes it. Once its 24 hours
 * have passed the file is gone: 410 `EXPORT_EXPIRED`. One still preparing, or failed, is 409.
 */
export async function downloadDataExport(
  deps: DataExportDeps,
  runner: DataExportRunner,
  userId: string,
  id: string,
): Promise<DataExportDownload> {
  const row = await findOwnDataExport(deps, runner, userId, id);
  if (row.status === 'expired') {
    throw new AppError(
      'EXPORT_EXPIRED',
      'This export’s link has expired and its file was deleted. Prepare a new export.',
    );
  }
  if (row.status !== 'ready' || row.byte_size === null) {
    throw new AppError(
      'CONFLICT',
      row.status === 'failed'
        ? 'This export failed. Prepare a new export.'
        : 'This export is still being prepared.',
    );
  }
  async function* parts() {
    for (let seq = 0; ; seq++) {
      const part = await readPart(deps.db, userId, id, seq);
      if (!part) return;
      yield Buffer.from(part.buffer, part.byteOffset, part.byteLength);
    }
  }
  const day = (row.finished_at ?? row.created_at).slice(0, 10);
  return {
    body: Readable.from(parts(), { objectMode: false }),
    byteSize: row.byte_size,
    contentDisposition: attachmentDisposition({
      ascii: `resumio-export-${day}.zip`,
      utf8: `resumio-export-${day}.zip`,
    }),
  };
}
