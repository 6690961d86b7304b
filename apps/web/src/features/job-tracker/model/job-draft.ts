import type { JobApplicationDetail, JobContact, JobFields } from '@resumio/contract/jobs';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from '@/lib/jobs/local-day.ts';
import type { JobPriority, RemotePolicy, SalaryPeriod } from './types.ts';

export interface ContactDraft {
  /** Keeps each row's inputs (and focus) in place when another row is removed. */
  key: string;
  name: string;
  role: string;
  email: string;
  phone: string;
  profileUrl: string;
}

/** The form's values: what the inputs hold, as text. */
export interface JobDraft {
  company: string;
  role: string;
  location: string;
  remotePolicy: '' | RemotePolicy;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: '' | SalaryPeriod;
  postingUrl: string;
  source: string;
  priority: JobPriority;
  tags: string;
  appliedOn: string;
  deadlineOn: string;
  followUpOn: string;
  nextInterviewAt: string;
  contacts: ContactDraft[];
  resumeId: string;
  coverLetterId: string;
  jobDescription: string;
}

let contactCounter = 0;
export const newContactKey = () => `contact-${(contactCounter += 1)}`;

export const emptyContact = (): ContactDraft => ({
  key: newContactKey(),
  name: '',
  role: '',
  email: '',
  phone: '',
  profileUrl: '',
});

export function draftFromJob(job: JobApplicationDetail): JobDraft {
  return {
    company: job.company,
    role: job.role,
    location: job.location ?? '',
    remotePolicy: job.remotePolicy ?? '',
    salaryMin: job.salaryMin == null ? '' : String(job.salaryMin),
    salaryMax: job.salaryMax == null ? '' : String(job.salaryMax),
    salaryCurrency: job.salaryCurrency ?? '',
    salaryPeriod: job.salaryPeriod ?? '',
    postingUrl: job.postingUrl ?? '',
    source: job.source ?? '',
    priority: job.priority,
    tags: job.tags.join(', '),
    appliedOn: job.appliedOn ?? '',
    deadlineOn: job.deadlineOn ?? '',
    followUpOn: job.followUpOn ?? '',
    nextInterviewAt: toLocalDateTimeInput(job.nextInterviewAt),
    contacts: job.contacts.map((contact) => ({
      key: newContactKey(),
      name: contact.name,
      role: contact.role ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      profileUrl: contact.profileUrl ?? '',
    })),
    resumeId: job.resumeId ?? '',
    coverLetterId: job.coverLetterId ?? '',
    jobDescription: job.jobDescription ?? '',
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());
const amount = (value: string) => (value.trim() === '' ? null : Number(value));

export function parseTags(value: string): string[] {
  const tags = value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

function contactFields(contact: ContactDraft | JobContact): JobContact {
  return {
    name: contact.name.trim(),
    role: text(contact.role ?? ''),
    email: text(contact.email ?? ''),
    phone: text(contact.phone ?? ''),
    profileUrl: text(contact.profileUrl ?? ''),
  };
}

type EditableFields = Required<JobFields>;

/** The draft as the contract's fields: empty inputs become null. */
export function fieldsFromDraft(draft: JobDraft): EditableFields {
  return {
    company: draft.company.trim(),
    role: draft.role.trim(),
    location: text(draft.location),
    remotePolicy: draft.remotePolicy || null,
    salaryMin: amount(draft.salaryMin),
    salaryMax: amount(draft.salaryMax),
    salaryCurrency: text(draft.salaryCurrency)?.toUpperCase() ?? null,
    salaryPeriod: draft.salaryPeriod || null,
    postingUrl: text(draft.postingUrl),
    source: text(draft.source),
    jobDescription: draft.jobDescription.trim() === '' ? null : draft.jobDescription,
    priority: draft.priority,
    tags: parseTags(draft.tags),
    appliedOn: draft.appliedOn || null,
    deadlineOn: draft.deadlineOn || null,
    followUpOn: draft.followUpOn || null,
    nextInterviewAt: fromLocalDateTimeInput(draft.nextInterviewAt),
    contacts: draft.contacts.map(contactFields),
    resumeId: draft.resumeId || null,
    coverLetterId: draft.coverLetterId || null,
  };
}

/** The saved values in the same shape, so the two can be compared field by field. */
function fieldsFromJob(job: JobApplicationDetail): EditableFields {
  return {
    company: job.company,
    role: job.role,
    location: job.location,
    remotePolicy: job.remotePolicy,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    salaryPeriod: job.salaryPeriod,
    postingUrl: job.postingUrl,
    source: job.source,
    jobDescription: job.jobDescription,
    priority: job.priority,
    tags: job.tags,
    appliedOn: job.appliedOn,
    deadlineOn: job.deadlineOn,
    followUpOn: job.followUpOn,
    // Compared as the form shows it: minutes in the browser's zone, not the stored spelling.
    nextInterviewAt: fromLocalDateTimeInput(toLocalDateTimeInput(job.nextInterviewAt)),
    contacts: job.contacts.map(contactFields),
    resumeId: job.resumeId,
    coverLetterId: job.coverLetterId,
  };
}

/** Only what the user changed, so a save never rewrites fields someone else may have edited. */
export function changedFields(base: JobApplicationDetail, draft: JobDraft): Partial<JobFields> {
  const saved = fieldsFromJob(base);
  const current = fieldsFromDraft(draft);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(current) as Array<keyof EditableFields>) {
    if (JSON.stringify(current[key]) !== JSON.stringify(saved[key])) changes[key] = current[key];
  }
  return changes as Partial<JobFields>;
}
