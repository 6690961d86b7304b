import { JOB_IMPORT_MAX_BYTES, JOBS_PER_USER_MAX } from '@resumio/contract/jobs';
import { AppError } from '../../lib/app-error.ts';
import type { JobDeps } from './job-deps.ts';
import type { CsvTable } from './read-csv-table.ts';

/**
 * Rows of nothing but commas or spaces a file may hold. Spreadsheets export a few hundred after
 * the data at most; each costs the parser a record, so past this the file is refused unread.
 */
export const IMPORT_BLANK_ROWS_MAX = 10_000;

function unreadable(message: string): AppError {
  return new AppError('VALIDATION_ERROR', 'This file cannot be read as CSV.', [
    { path: 'csv', message },
  ]);
}

/**
 * The import file as a table, read in a compute thread: parsing runs on what the user sent, so
 * it must never hold the API's event loop. Reading stops at the first row past the number of
 * applications an account can keep (no such file can be imported) and at too many empty rows.
 */
export async function readImportFile(
  deps: Pick<JobDeps, 'compute'>,
  userId: string,
  csv: string,
  signal?: AbortSignal,
): Promise<CsvTable> {
  // The contract bounds characters; the stated limit is in bytes, as the file was on disk.
  if (Buffer.byteLength(csv, 'utf8') > JOB_IMPORT_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${JOB_IMPORT_MAX_BYTES / (1024 * 1024)} MB.`,
      { limit: JOB_IMPORT_MAX_BYTES },
    );
  }
  const result = await deps.compute.run(
    'read-csv',
    { text: csv, limits: { maxRows: JOBS_PER_USER_MAX, maxBlankRows: IMPORT_BLANK_ROWS_MAX } },
    userId,
    signal,
  );
  switch (result.kind) {
    case 'table':
      return result.table;
    case 'unreadable':
      throw unreadable(result.message);
    case 'too-many-blank-rows':
      throw unreadable(
        `The file has more than ${result.limit.toLocaleString('en-US')} empty rows. Delete them and try again.`,
      );
    case 'too-many-rows':
      throw new AppError(
        'JOB_LIMIT_REACHED',
        `You can keep up to ${JOBS_PER_USER_MAX} applications, and this file has more rows than that. Split it, or delete the rows you do not need.`,
        { limit: JOBS_PER_USER_MAX },
      );
  }
}
