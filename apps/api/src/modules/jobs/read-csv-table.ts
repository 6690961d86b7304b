import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error.ts';

export interface CsvTable {
  headers: string[];
  /** Data rows with their row number as a spreadsheet shows it (the header is row 1). */
  rows: { row: number; cells: string[] }[];
}

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

function unreadable(message: string): AppError {
  return new AppError('VALIDATION_ERROR', 'This file cannot be read as CSV.', [
    { path: 'csv', message },
  ]);
}

/**
 * The file as a table: its header row and every data row. Blank lines are kept while parsing,
 * so row numbers match what a spreadsheet shows, and dropped afterwards (they hold nothing to
 * import). A file the parser cannot read answers 400 naming the line.
 */
export function readCsvTable(text: string): CsvTable {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: guessDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw unreadable(`${line ? `Line ${line}: ` : ''}${error.message.replace(/:.*$/, '')}.`);
    }
    throw error;
  }
  const [header, ...data] = records;
  const headers = (header ?? []).map((h) => h.trim());
  if (headers.every((h) => h === '')) throw unreadable('The first row should name the columns.');
  return {
    headers,
    rows: data
      .map((cells, index) => ({ row: index + 2, cells }))
      .filter(({ cells }) => cells.some((cell) => cell.trim() !== '')),
  };
}
