import type { JobImportPreview, JobImportRequest } from '@resumio/contract/jobs';
import { loadStages } from './board-stages.ts';
import type { JobDeps } from './job-deps.ts';
import { planJobImport } from './plan-job-import.ts';
import { readImportFile } from './read-import-file.ts';

const PREVIEW_ROWS = 20;
const SAMPLES = 3;
const SAMPLE_LENGTH = 80;

/** What importing the file would do, without storing anything. */
export async function previewJobImport(
  deps: JobDeps,
  userId: string,
  request: JobImportRequest,
  signal?: AbortSignal,
): Promise<JobImportPreview> {
  const table = await readImportFile(deps, userId, request.csv, signal);
  const plan = planJobImport(table, request, await loadStages(deps.db, userId));
  return {
    detected: plan.detected,
    columns: plan.table.headers.map((header, index) => ({
      header,
      field: plan.mapping[index]!,
      samples: plan.table.rows
        .map(({ cells }) => (cells[index] ?? '').trim())
        .filter((cell) => cell !== '')
        .slice(0, SAMPLES)
        .map((cell) => cell.slice(0, SAMPLE_LENGTH)),
    })),
    rows: plan.candidates.slice(0, PREVIEW_ROWS).map((candidate) => ({
      row: candidate.row,
      company: candidate.fields.company,
      role: candidate.fields.role,
      stageId: candidate.stage.id,
    })),
    readable: plan.candidates.length,
    problems: plan.problems,
  };
}
