import { CsvError, parse } from 'csv-parse/sync';

export interface CsvTable {
  headers: string[];
  /** Data rows with their row number as a spreadsheet shows it (the header is row 1). */
  rows: { row: number; cells: string[] }[];
}

export interface CsvReadLimits {
  /** Data rows with something in them; reading stops at the first one past this. */
  maxRows: number;
  /** Rows with nothing in them (commas or spaces only); reading stops at the first one past this. */
  maxBlankRows: number;
}

/**
 * Plain data, as it crosses from the worker thread that reads the file: the table, or why the
 * file was not read to its end.
 */
export type CsvReadResult =
  | { kind: 'table'; table: CsvTable }
  | { kind: 'unreadable'; message: string }
  | { kind: 'too-many-rows'; limit: number }
  | { kind: 'too-many-blank-rows'; limit: number };

const DELIMITERS = [',', ';', '\t'] as const;

// Spreadsheets in many locales save with semicolons, some tools with tabs: the header line,
// outside quotes, says which one this file uses.
function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = firstLine.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/** Thrown from the record hook to stop the parser at a limit; never leaves this module. */
class StopReading extends Error {
  constructor(readonly result: CsvReadResult) {
    super(result.kind);
  }
}

/**
 * The file as a table: its header row and every data row, numbered as a spreadsheet numbers
 * them (blank lines count). Empty lines cost the parser nothing and are skipped; rows of only
 * commas or spaces cost it a record each, so there may be `maxBlankRows` of them, and no more
 * than `maxRows` rows with content: past either, reading stops there, whatever the file's size.
 */
export function readCsvTable(text: string, limits: CsvReadLimits): CsvReadResult {
  let header: string[] | undefined;
  const rows: CsvTable['rows'] = [];
  let blankRows = 0;
  try {
    parse(text, {
      bom: true,
      delimiter: guessDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (record, info) => {
        if (header === undefined) {
          header = record;
          return null;
        }
        if (record.every((cell) => cell.trim() === '')) {
          if (++blankRows > limits.maxBlankRows) {
            throw new StopReading({ kind: 'too-many-blank-rows', limit: limits.maxBlankRows });
          }
          return null;
        }
        if (rows.length >= limits.maxRows) {
          throw new StopReading({ kind: 'too-many-rows', limit: limits.maxRows });
        }
        // Skipped empty lines still count as rows, as a spreadsheet shows them.
        rows.push({ row: info.records + info.empty_lines, cells: record });
        return null;
      },
    });
  } catch (error) {
    if (error instanceof StopReading) return error.result;
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      return {
        kind: 'unreadable',
        message: `${line ? `Line ${line}: ` : ''}${error.message.replace(/:.*$/, '')}.`,
      };
    }
    throw error;
  }
  const headers = (header ?? []).map((h) => h.trim());
  if (headers.every((h) => h === '')) {
    return { kind: 'unreadable', message: 'The first row should name the columns.' };
  }
  return { kind: 'table', table: { headers, rows } };
}
