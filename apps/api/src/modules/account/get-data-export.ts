import type { DataExport } from '@resumio/contract/data-exports';
import { notFound } from '../../lib/app-error.ts';
import type { DataExportDeps } from './data-export-deps.ts';
import { toDataExport } from './data-export-dto.ts';
import { findOwnExportRow, type DataExportRow } from './data-export-repository.ts';
import type { DataExportRunner } from './data-export-runner.ts';

/**
 * The user's export as it stands now: an interrupted one is failed and an expired one expired
 * on this very read. Another user's id, or one that never existed, is 404.
 */
export async function findOwnDataExport(
  deps: DataExportDeps,
  runner: DataExportRunner,
  userId: string,
  id: string,
): Promise<DataExportRow> {
  await runner.sweep(userId);
  const row = await findOwnExportRow(deps.db, userId, id);
  if (!row) throw notFound('Export');
  return row;
}

export async function getDataExport(
  deps: DataExportDeps,
  runner: DataExportRunner,
  userId: string,
  id: string,
): Promise<DataExport> {
  return toDataExport(await findOwnDataExport(deps, runner, userId, id));
}
