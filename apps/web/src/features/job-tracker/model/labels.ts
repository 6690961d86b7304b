import type { ImportableJobField, JobPhase } from '@resumio/contract/jobs';
import type { DueKind } from './due.ts';
import type { JobPriority, RemotePolicy, SalaryPeriod } from './types.ts';

export const phaseLabels: Record<JobPhase, string> = {
  wishlist: 'Wishlist',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const remoteLabels: Record<RemotePolicy, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const priorityLabels: Record<JobPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export const periodLabels: Record<SalaryPeriod, string> = {
  year: 'per year',
  month: 'per month',
  hour: 'per hour',
};

export const dueKindLabels: Record<DueKind, string> = {
  deadline: 'Deadline',
  'follow-up': 'Follow-up',
  interview: 'Interview',
};

export const importFieldLabels: Record<ImportableJobField, string> = {
  company: 'Company',
  role: 'Role',
  stage: 'Stage',
  location: 'Location',
  postingUrl: 'Posting URL',
  source: 'Source',
  salary: 'Salary (range as text)',
  salaryMin: 'Salary, lowest',
  salaryMax: 'Salary, highest',
  salaryCurrency: 'Salary currency',
  salaryPeriod: 'Salary period',
  remotePolicy: 'Remote policy',
  priority: 'Priority',
  appliedOn: 'Date applied',
  deadlineOn: 'Deadline',
  followUpOn: 'Follow-up date',
  nextInterviewAt: 'Next interview',
  createdOn: 'Date added',
  tags: 'Tags',
  notes: 'Notes',
  jobDescription: 'Job description',
  contactName: 'Contact name',
  contactEmail: 'Contact email',
  contacts: 'Contacts (list)',
  ignore: 'Don’t import',
};

export const detectedLabels: Record<'huntr' | 'teal' | 'spreadsheet', string> = {
  huntr: 'a Huntr export',
  teal: 'a Teal export',
  spreadsheet: 'a spreadsheet',
};

/** "Acme, Frontend Engineer": how an application is named in messages and announcements. */
export const jobName = (job: { company: string; role: string }) => `${job.company}, ${job.role}`;
