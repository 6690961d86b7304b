/**
 * RFC 4180 CSV as LinkedIn writes it: commas, double quotes doubled inside quoted fields, line
 * breaks inside quoted fields (descriptions span lines), CRLF or LF, an optional byte-order mark.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The records of a LinkedIn CSV as objects keyed by column name. Some files open with a
 * "Notes:" paragraph and a blank line before the header, so the header is the first row that
 * names one of the columns the file is known to have (or, failing that, the first row after
 * the preamble).
 */
export function readCsvRecords(
  text: string,
  knownColumns: readonly string[],
): { columns: string[]; records: Record<string, string>[] } {
  const rows = parseCsv(text);
  const known = new Set(knownColumns.map((c) => c.toLowerCase()));
  let headerAt = rows.findIndex((r) => r.some((cell) => known.has(cell.trim().toLowerCase())));
  if (headerAt < 0) {
    const notes = rows[0]?.[0]?.trim().toLowerCase().startsWith('notes') ?? false;
    headerAt = notes ? rows.findIndex((r, i) => i > 0 && r.every((c) => c.trim() === '')) + 1 : 0;
    if (headerAt <= 0 && notes) return { columns: [], records: [] };
  }
  const columns = (rows[headerAt] ?? []).map((c) => c.trim());
  const records: Record<string, string>[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    if (row.every((c) => c.trim() === '')) continue;
    const record: Record<string, string> = {};
    columns.forEach((column, i) => {
      const value = row[i]?.trim();
      if (column && value) record[column] = value;
    });
    if (Object.keys(record).length > 0) records.push(record);
  }
  return { columns, records };
}
