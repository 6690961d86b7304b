/**
 * The columns of the CSV export, in order. Their headers are among the names the importer
 * recognises, so an exported file imports back into the same fields.
 */
export const JOB_CSV_HEADERS = [
  'Company',
  'Role',
  'Stage',
  'Location',
  'Remote Policy',
  'Salary Min',
  'Salary Max',
  'Salary Currency',
  'Salary Period',
  'Posting URL',
  'Source',
  'Priority',
  'Tags',
  'Applied On',
  'Deadline On',
  'Follow Up On',
  'Next Interview At',
  'Contact Name',
  'Contact Email',
  'Contacts',
  'Resume Id',
  'Cover Letter Id',
  'Sent At',
  'Sent Resume',
  'Job Description',
  'Notes',
  'Created At',
  'Updated At',
  'Stage Id',
  'Order In Stage',
  'Id',
] as const;

/** Tags share one cell; the importer splits on commas and semicolons. */
export const TAG_SEPARATOR = ', ';
/** Several notes share one cell, oldest first. */
export const NOTE_SEPARATOR = '\n\n';

// A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets; an
// exported company name must never run as one (CSV injection). The apostrophe is the
// spreadsheets' own "this is text" mark, and the importer takes it off again.
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function fromSpreadsheetSafe(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
