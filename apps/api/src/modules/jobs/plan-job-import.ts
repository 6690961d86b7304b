import {
  JOB_IMPORT_MAX_BYTES,
  type ImportableJobField,
  type JobImportRequest,
  type JobStage,
} from '@resumio/contract/jobs';
import { AppError } from '../../lib/app-error.ts';
import {
  buildImportCandidates,
  type ImportCandidate,
  type ImportProblem,
} from './build-import-candidates.ts';
import { detectImportShape, guessImportMapping, type ImportShape } from './guess-import-mapping.ts';
import { readCsvTable, type CsvTable } from './read-csv-table.ts';

export interface ImportPlan {
  detected: ImportShape;
  table: CsvTable;
  mapping: ImportableJobField[];
  candidates: ImportCandidate[];
  problems: ImportProblem[];
}

/**
 * What an import would do, computed the same way for the preview and the import itself: read the
 * file, recognise its shape, map its columns, and turn each row into an application or a problem.
 */
export function planJobImport({ csv, mapping }: JobImportRequest, stages: JobStage[]): ImportPlan {
  // The contract bounds characters; the stated limit is in bytes, as the file was on disk.
  if (Buffer.byteLength(csv, 'utf8') > JOB_IMPORT_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${JOB_IMPORT_MAX_BYTES / (1024 * 1024)} MB.`,
      { limit: JOB_IMPORT_MAX_BYTES },
    );
  }
  const table = readCsvTable(csv);
  const detected = detectImportShape(table.headers);
  const fields = guessImportMapping(table.headers, detected, mapping);
  const { candidates, problems } = buildImportCandidates(table, fields, stages);
  return { detected, table, mapping: fields, candidates, problems };
}
