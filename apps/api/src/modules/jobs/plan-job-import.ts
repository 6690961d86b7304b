import type { ImportableJobField, JobImportRequest, JobStage } from '@resumio/contract/jobs';
import {
  buildImportCandidates,
  type ImportCandidate,
  type ImportProblem,
} from './build-import-candidates.ts';
import { detectImportShape, guessImportMapping, type ImportShape } from './guess-import-mapping.ts';
import type { CsvTable } from './read-csv-table.ts';

export interface ImportPlan {
  detected: ImportShape;
  table: CsvTable;
  mapping: ImportableJobField[];
  candidates: ImportCandidate[];
  problems: ImportProblem[];
}

/**
 * What an import would do, computed the same way for the preview and the import itself: from
 * the file's table (see read-import-file.ts), recognise its shape, map its columns, and turn
 * each row into an application or a problem.
 */
export function planJobImport(
  table: CsvTable,
  { mapping }: Pick<JobImportRequest, 'mapping'>,
  stages: JobStage[],
): ImportPlan {
  const detected = detectImportShape(table.headers);
  const fields = guessImportMapping(table.headers, detected, mapping);
  const { candidates, problems } = buildImportCandidates(table, fields, stages);
  return { detected, table, mapping: fields, candidates, problems };
}
