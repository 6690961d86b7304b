import {
  JOB_DESCRIPTION_TEXT_MAX,
  JOB_NOTE_MAX,
  JOB_TAG_MAX,
  JOB_TAGS_MAX,
  JobFieldsSchema,
  type ImportableJobField,
  type JobFields,
  type JobImportProblem,
  type JobStage,
} from '@resumio/contract/jobs';
import { stripControlCharacters } from '@resumio/contract';
import { htmlToText, looksLikeHtml } from './html-to-text.ts';
import { fromSpreadsheetSafe, NOTE_SEPARATOR } from './job-csv-columns.ts';
import { uniqueTags } from './job-columns.ts';
import { matchImportStage } from './match-import-stage.ts';
import { parseCalendarDay } from './parse-calendar-day.ts';
import {
  parseContacts,
  parseInterviewAt,
  parsePriority,
  parseRemotePolicy,
  parseSalaryPeriod,
} from './parse-import-extras.ts';
import { currencyOf, parseSalary } from './parse-salary.ts';
import type { CsvTable } from './read-csv-table.ts';

export type ImportProblem = JobImportProblem;

/** One row ready to be stored. */
export interface ImportCandidate {
  row: number;
  stage: JobStage;
  fields: JobFields;
  /** When the application was first saved, if the file says; otherwise the import's time. */
  createdAt: string | null;
  note: string | null;
}

const LABELS: Record<string, string> = {
  company: 'Company',
  role: 'Role',
  location: 'Location',
  postingUrl: 'Posting URL',
  source: 'Source',
  salaryMin: 'Salary',
  salaryMax: 'Salary',
  salaryCurrency: 'Salary currency',
  salaryPeriod: 'Salary period',
  remotePolicy: 'Remote policy',
  priority: 'Priority',
  nextInterviewAt: 'Next interview',
  appliedOn: 'Date applied',
  deadlineOn: 'Deadline',
  followUpOn: 'Follow-up date',
  createdOn: 'Date created',
  tags: 'Tags',
  contacts: 'Contact',
  jobDescription: 'Job description',
};

/* eslint-disable-next-line no-control-regex -- dropping control characters is the point */
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const oneLine = (value: string) => stripControlCharacters(value).trim();
// Files saved on Windows end lines with CR LF, inside quoted cells too; the tracker keeps LF.
const lines = (value: string) =>
  value.replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_LINES, '').trim();

function cellsByField(mapping: ImportableJobField[], cells: string[]) {
  const values = new Map<ImportableJobField, string[]>();
  mapping.forEach((field, index) => {
    const cell = fromSpreadsheetSafe((cells[index] ?? '').trim());
    if (field === 'ignore' || cell === '') return;
    values.set(field, [...(values.get(field) ?? []), cell]);
  });
  return {
    one: (field: ImportableJobField) => values.get(field)?.[0] ?? '',
    all: (field: ImportableJobField) => values.get(field) ?? [],
  };
}

function createdAtOf(text: string, day: string): string {
  // A full timestamp (our own export) keeps its instant; a bare day starts at midnight UTC.
  const instant = /\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : undefined;
  return instant && !Number.isNaN(instant.getTime())
    ? instant.toISOString()
    : `${day}T00:00:00.000Z`;
}

/** Builds one row's fields; every value it cannot use is reported, none silently dropped. */
function candidateOf(
  row: number,
  cells: string[],
  mapping: ImportableJobField[],
  stages: JobStage[],
  report: (reason: string) => void,
): ImportCandidate | undefined {
  const { one, all } = cellsByField(mapping, cells);
  const company = oneLine(one('company'));
  const role = oneLine(one('role'));
  if (!company || !role) {
    const missing = !company && !role ? 'company or role' : !company ? 'company' : 'role';
    report(`No ${missing}: not imported.`);
    return undefined;
  }
  const fields: JobFields = { company, role };
  const text = (field: 'location' | 'source', value: string) => {
    if (oneLine(value)) fields[field] = oneLine(value);
  };
  text('location', one('location'));
  // "Remote" (or "Hybrid", "On-site") as the place says how the job is worked; a remote-policy
  // column, when the file has one, has the last word below.
  const place = fields.location && parseRemotePolicy(fields.location);
  if (place && fields.location!.split(/\s+/).length <= 3) fields.remotePolicy = place;
  text('source', one('source'));
  const url = oneLine(one('postingUrl'));
  if (url) fields.postingUrl = /^www\./i.test(url) ? `https://${url}` : url;

  const salaryText = one('salary');
  if (salaryText) {
    const salary = parseSalary(salaryText);
    if (salary) {
      Object.assign(fields, { salaryMin: salary.min, salaryMax: salary.max });
      if (salary.currency) fields.salaryCurrency = salary.currency;
      if (salary.period) fields.salaryPeriod = salary.period;
    } else report(`Salary "${salaryText}" is not an amount we can read: left empty.`);
  }
  for (const [field, key] of [
    ['salaryMin', 'min'],
    ['salaryMax', 'max'],
  ] as const) {
    const value = one(field);
    if (!value) continue;
    const salary = parseSalary(value);
    if (salary) {
      fields[field] = salary[key];
      fields.salaryCurrency ??= salary.currency;
    } else report(`${LABELS[field]} "${value}" is not an amount we can read: left empty.`);
  }
  if (fields.salaryMin != null && fields.salaryMax != null && fields.salaryMin > fields.salaryMax) {
    [fields.salaryMin, fields.salaryMax] = [fields.salaryMax, fields.salaryMin];
  }
  const currency = one('salaryCurrency');
  if (currency) {
    const code = /^[a-z]{3}$/i.test(currency.trim())
      ? currency.trim().toUpperCase()
      : currencyOf(currency);
    if (code) fields.salaryCurrency = code;
    else report(`Currency "${currency}" is not a currency code: left empty.`);
  }

  for (const [field, parse] of [
    ['salaryPeriod', parseSalaryPeriod],
    ['remotePolicy', parseRemotePolicy],
    ['priority', parsePriority],
  ] as const) {
    const value = one(field);
    if (!value) continue;
    const parsed = parse(value);
    if (parsed) Object.assign(fields, { [field]: parsed });
    else report(`${LABELS[field]} "${value}" is not one we know: left empty.`);
  }
  const interview = one('nextInterviewAt');
  if (interview) {
    const at = parseInterviewAt(interview);
    if (at === 'no-time') report(`Next interview "${interview}" has no time of day: left empty.`);
    else if (at) fields.nextInterviewAt = at;
    else report(`Next interview "${interview}" is not a date and time we can read: left empty.`);
  }

  let createdAt: string | null = null;
  for (const field of ['appliedOn', 'deadlineOn', 'followUpOn', 'createdOn'] as const) {
    const value = one(field);
    if (!value) continue;
    const day = parseCalendarDay(value);
    if (!day) report(`${LABELS[field]} "${value}" is not a date we can read: left empty.`);
    else if (field === 'createdOn') createdAt = createdAtOf(value, day);
    else fields[field] = day;
  }

  const tags: string[] = [];
  for (const tag of all('tags')
    .flatMap((cell) => cell.split(/[,;]/))
    .map(oneLine)) {
    if (tag === '') continue;
    if (tag.length > JOB_TAG_MAX) report(`Tag "${tag.slice(0, 20)}…" is too long: left out.`);
    else tags.push(tag);
  }
  const unique = uniqueTags(tags);
  if (unique.length > JOB_TAGS_MAX) {
    report(`Only the first ${JOB_TAGS_MAX} tags are kept.`);
    unique.length = JOB_TAGS_MAX;
  }
  if (unique.length > 0) fields.tags = unique;

  const contactList = one('contacts') ? parseContacts(one('contacts'), report) : [];
  const contactName = oneLine(one('contactName'));
  const contactEmail = oneLine(one('contactEmail'));
  // Our own export repeats the first contact in Contact Name/Email next to the full list.
  if (contactList.length > 0) fields.contacts = contactList;
  else if (contactName || contactEmail) {
    fields.contacts = [{ name: contactName || contactEmail, email: contactEmail || null }];
  }

  const posting = one('jobDescription');
  const description = lines(looksLikeHtml(posting) ? htmlToText(posting) : posting);
  if (description) {
    if (description.length > JOB_DESCRIPTION_TEXT_MAX) {
      report(`The job description is cut to ${JOB_DESCRIPTION_TEXT_MAX} characters.`);
    }
    fields.jobDescription = description.slice(0, JOB_DESCRIPTION_TEXT_MAX);
  }
  let note = lines(all('notes').join(NOTE_SEPARATOR)) || null;
  if (note && note.length > JOB_NOTE_MAX) {
    report(`The notes are cut to ${JOB_NOTE_MAX} characters.`);
    note = note.slice(0, JOB_NOTE_MAX);
  }

  const status = oneLine(one('stage'));
  const { stage, recognised } = matchImportStage(status, stages, fields.appliedOn != null);
  if (!recognised) report(`Stage "${status}" matches none of your stages: put in ${stage.name}.`);

  const valid = validFields(fields, report);
  return valid && { row, stage, fields: valid, createdAt, note };
}

/**
 * The contract has the last word on every field. A field it refuses is left empty and reported;
 * a refused company or role leaves the row out.
 */
function validFields(fields: JobFields, report: (reason: string) => void): JobFields | undefined {
  const draft: Record<string, unknown> = { ...fields };
  for (let attempt = 0; attempt < 10; attempt++) {
    const result = JobFieldsSchema.safeParse(draft);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      const label = LABELS[key] ?? key;
      if (key === 'company' || key === 'role') {
        report(`${label}: ${issue.message} Not imported.`);
        return undefined;
      }
      if (key in draft) {
        report(`${label} left empty: ${issue.message}`);
        delete draft[key];
      }
    }
  }
  report('This row cannot be read: not imported.');
  return undefined;
}

/** Every row of the table as an application to store, or a problem naming its row. */
export function buildImportCandidates(
  table: CsvTable,
  mapping: ImportableJobField[],
  stages: JobStage[],
): { candidates: ImportCandidate[]; problems: ImportProblem[] } {
  const candidates: ImportCandidate[] = [];
  const problems: ImportProblem[] = [];
  for (const { row, cells } of table.rows) {
    const found: ImportProblem[] = [];
    const candidate = candidateOf(row, cells, mapping, stages, (reason) =>
      found.push({ row, reason }),
    );
    if (candidate) candidates.push(candidate);
    // Said of every problem of the row, so a reader counts rows left out as the import does.
    problems.push(...found.map((problem) => ({ ...problem, leftOut: !candidate })));
  }
  return { candidates, problems };
}
