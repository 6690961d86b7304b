import type { ImportableJobField, JobImportPreview } from '@resumio/contract/jobs';

export type ImportShape = JobImportPreview['detected'];

/**
 * Lower case, words only: "Job Post URL", "job_post_url", "jobPostUrl" and "Job post URL:" are
 * one header (Huntr's full export names its columns in camelCase: `companyName`, `listName`).
 */
export function headerKey(header: string): string {
  return header
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Headers each field is known by, across Huntr, Teal, our own export and hand-made sheets. */
const SYNONYMS: Record<Exclude<ImportableJobField, 'ignore'>, string[]> = {
  company: ['company', 'company name', 'employer', 'organization', 'organisation'],
  role: ['role', 'job title', 'title', 'job position', 'position', 'job', 'job role'],
  stage: ['stage', 'status', 'list', 'list name', 'column', 'state', 'pipeline stage'],
  location: ['location', 'job location', 'city', 'place'],
  postingUrl: [
    'posting url',
    'job post url',
    'url',
    'link',
    'job url',
    'job link',
    'job posting url',
    'job posting',
  ],
  source: ['source', 'job source', 'found via', 'found on', 'channel', 'via'],
  salary: ['salary', 'salary range', 'compensation', 'pay'],
  salaryMin: ['salary min', 'min salary', 'minimum salary', 'salary from'],
  salaryMax: ['salary max', 'max salary', 'maximum salary', 'salary to'],
  salaryCurrency: ['salary currency', 'currency'],
  salaryPeriod: ['salary period', 'pay period', 'salary frequency', 'pay frequency', 'per'],
  remotePolicy: [
    'remote policy',
    'remote',
    'work model',
    'workplace type',
    'work type',
    'work arrangement',
    'on site remote',
  ],
  priority: ['priority', 'importance'],
  appliedOn: ['applied on', 'date applied', 'applied', 'applied date', 'application date'],
  deadlineOn: ['deadline on', 'deadline', 'application deadline', 'closing date', 'apply by'],
  followUpOn: ['follow up on', 'follow up', 'follow up date', 'next follow up'],
  nextInterviewAt: ['next interview at', 'next interview', 'interview', 'interview date'],
  createdOn: [
    'created at',
    'created on',
    'created',
    'date created',
    'date saved',
    'date added',
    'saved on',
    'added',
  ],
  tags: ['tags', 'tag', 'labels', 'label', 'keywords'],
  notes: ['notes', 'note', 'comments', 'comment'],
  jobDescription: ['job description', 'description', 'jd', 'html description'],
  contactName: [
    'contact name',
    'contact',
    'contact person',
    'recruiter',
    'recruiter name',
    'hiring manager',
  ],
  contactEmail: ['contact email', 'recruiter email', 'email'],
  contacts: ['contacts', 'people', 'contact list'],
};

const FIELD_OF = new Map<string, ImportableJobField>(
  Object.entries(SYNONYMS).flatMap(([field, names]) =>
    names.map((name) => [name, field as ImportableJobField]),
  ),
);

// Headers are the file's words: `toString` or `__proto__` must never reach an object's prototype.
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** Teal's 1–5 "Excitement" stars are how much the person wants the job: our priority. */
const SHAPE_OVERRIDES: Record<ImportShape, Record<string, ImportableJobField>> = {
  huntr: {},
  teal: { excitement: 'priority' },
  spreadsheet: {},
};

/**
 * Which product the headers look like. Huntr names the posting "Job Post URL" and its columns
 * "List"; Teal says "Job Position" and keeps "Excitement", "Date Saved" and salary bounds.
 */
export function detectImportShape(headers: string[]): ImportShape {
  const keys = new Set(headers.map(headerKey));
  if (!keys.has('company') && !keys.has('company name')) return 'spreadsheet';
  const tealMarks = ['excitement', 'date saved', 'max salary', 'min salary', 'status'].filter(
    (key) => keys.has(key),
  ).length;
  if (keys.has('job position') || tealMarks >= 2) return 'teal';
  if (
    keys.has('job post url') ||
    ((keys.has('list') || keys.has('list name')) && (keys.has('job title') || keys.has('title')))
  )
    return 'huntr';
  return 'spreadsheet';
}

/**
 * The field of each column: what the user chose (`mapping`, by header) or else a guess from the
 * header. A guessed field fills one column only (the first that names it); the rest are ignored.
 */
export function guessImportMapping(
  headers: string[],
  shape: ImportShape,
  chosen: Record<string, ImportableJobField> = {},
): ImportableJobField[] {
  const taken = new Set<ImportableJobField>(Object.values(chosen));
  return headers.map((header) => {
    const picked = own(chosen, header) ?? own(chosen, header.trim());
    if (picked) return picked;
    const key = headerKey(header);
    const guess = own(SHAPE_OVERRIDES[shape], key) ?? FIELD_OF.get(key) ?? 'ignore';
    if (guess === 'ignore' || taken.has(guess)) return 'ignore';
    taken.add(guess);
    return guess;
  });
}
