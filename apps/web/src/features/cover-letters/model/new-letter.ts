import {
  GenerateLetterRequestSchema,
  HIRING_MANAGER_MAX,
  type CreateCoverLetterRequest,
  type GenerateLetterRequest,
  type GeneratedLetter,
  type LetterLength,
  type LetterTone,
  COVER_LETTER_TITLE_MAX,
} from '@resumio/contract/cover-letters';
import {
  COMPANY_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
  enhancementErrorMessages,
} from '@resumio/contract/enhancement';

/** The new-letter form as typed: every text field a string, blanks included. */
export interface NewLetterForm {
  resumeId: string;
  jobDescription: string;
  jobTitle: string;
  company: string;
  hiringManager: string;
  tone: LetterTone;
  length: LetterLength;
}

export type NewLetterField = keyof NewLetterForm;
export type NewLetterErrors = Partial<Record<NewLetterField, string>>;

/** In the order the form shows them, so the first one in error is the first one to fix. */
export const NEW_LETTER_FIELDS: readonly NewLetterField[] = [
  'resumeId',
  'jobTitle',
  'company',
  'hiringManager',
  'jobDescription',
  'tone',
  'length',
];

export const newLetterLimits = {
  jobDescription: { min: JOB_DESCRIPTION_MIN, max: JOB_DESCRIPTION_MAX },
  jobTitle: JOB_TITLE_MAX,
  company: COMPANY_MAX,
  hiringManager: HIRING_MANAGER_MAX,
} as const;

export function emptyNewLetter(resumeId = ''): NewLetterForm {
  return {
    resumeId,
    jobDescription: '',
    jobTitle: '',
    company: '',
    hiringManager: '',
    tone: 'formal',
    length: 'standard',
  };
}

/** The job a tailored copy remembers (see TailoredFor), as the form's three job fields. */
export interface RememberedJob {
  jobTitle: string;
  company: string;
  jobDescription: string;
}

const JOB_FIELDS = ['jobTitle', 'company', 'jobDescription'] as const;

/**
 * The form once a resume is chosen: a tailored copy brings the job it was made for, so the
 * letter is written for the same posting without pasting it again. Only fields the user left
 * empty, or that still hold what the last chosen copy brought, change: nothing typed is lost,
 * and moving on to a resume with no job takes the brought values away again.
 */
export function withRememberedJob(
  form: NewLetterForm,
  job: RememberedJob | null,
  broughtBefore: RememberedJob | null,
): NewLetterForm {
  const next = { ...form };
  for (const field of JOB_FIELDS) {
    const untouched = form[field] === '' || form[field] === broughtBefore?.[field];
    if (untouched) next[field] = job?.[field] ?? '';
  }
  return next;
}

/** What the API is sent: trimmed lines, no blank hiring manager. */
export function toGenerateRequest(form: NewLetterForm, variant = 0): GenerateLetterRequest {
  const hiringManager = form.hiringManager.trim();
  return {
    resumeId: form.resumeId,
    jobDescription: form.jobDescription,
    jobTitle: form.jobTitle.trim(),
    company: form.company.trim(),
    ...(hiringManager ? { hiringManager } : {}),
    tone: form.tone,
    length: form.length,
    variant,
  };
}

const REQUIRED: Partial<Record<NewLetterField, string>> = {
  resumeId: 'Choose the resume to write from.',
  jobTitle: 'Enter the job title.',
  company: 'Enter the company.',
};

/** The contract's rules, checked before the request so a mistake costs no round trip. */
export function validateNewLetter(form: NewLetterForm): NewLetterErrors {
  const errors: NewLetterErrors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [NewLetterField, string][]) {
    if (!String(form[field]).trim()) errors[field] = message;
  }
  const description = form.jobDescription.trim().length;
  if (description < JOB_DESCRIPTION_MIN || form.jobDescription.length > JOB_DESCRIPTION_MAX) {
    errors.jobDescription = enhancementErrorMessages.INVALID_JOB_DESCRIPTION;
  }
  const parsed = GenerateLetterRequestSchema.safeParse(toGenerateRequest(form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (NEW_LETTER_FIELDS as readonly string[]).includes(field)) {
        errors[field as NewLetterField] ??= issue.message;
      }
    }
  }
  return errors;
}

/** A 400 answer's field messages that belong to this form ("jobTitle", "body.company"). */
export function newLetterErrorsFrom(fields: Record<string, string>): NewLetterErrors {
  const errors: NewLetterErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.split('.')[0];
    if (field && (NEW_LETTER_FIELDS as readonly string[]).includes(field)) {
      errors[field as NewLetterField] ??= message;
    }
  }
  return errors;
}

/** "Product Designer – Acme": the job and the company, cut to the title's limit. */
export function letterTitle(jobTitle: string, company: string): string {
  const title = [jobTitle.trim(), company.trim()].filter(Boolean).join(' – ') || 'Cover letter';
  return title.length > COVER_LETTER_TITLE_MAX
    ? `${title.slice(0, COVER_LETTER_TITLE_MAX - 1).trimEnd()}…`
    : title;
}

/** The request that saves a generated letter as the user's. */
export function toCreateRequest(
  form: NewLetterForm,
  letter: GeneratedLetter,
): CreateCoverLetterRequest {
  return {
    title: letterTitle(form.jobTitle, form.company),
    resumeId: form.resumeId,
    jobDescription: form.jobDescription,
    tone: form.tone,
    length: form.length,
    content: letter.content,
    addressed: letter.addressed,
  };
}
