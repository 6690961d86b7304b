import {
  DEFAULT_JOB_STAGES,
  type JobApplication,
  type JobApplicationDetail,
  type JobBoard,
  type JobEvent,
} from '@resumio/contract/jobs';

export const board: JobBoard = { stages: DEFAULT_JOB_STAGES.map((stage) => ({ ...stage })) };

let counter = 0;

/** An application as the list answers it; every field can be overridden. */
export function makeJob(overrides: Partial<JobApplication> = {}): JobApplication {
  counter += 1;
  return {
    id: `job-${counter}`,
    version: 1,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-10T09:00:00.000Z',
    stageId: 'wishlist',
    position: 0,
    company: 'Acme',
    role: 'Frontend Engineer',
    location: null,
    remotePolicy: null,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    salaryPeriod: null,
    postingUrl: null,
    source: null,
    priority: 'medium',
    tags: [],
    appliedOn: null,
    deadlineOn: null,
    followUpOn: null,
    nextInterviewAt: null,
    contacts: [],
    resumeId: null,
    coverLetterId: null,
    hasJobDescription: false,
    sent: null,
    ...overrides,
  };
}

export function makeDetail(
  job: JobApplication,
  extra: Partial<JobApplicationDetail> = {},
): JobApplicationDetail {
  const created: JobEvent = {
    id: `${job.id}-created`,
    kind: 'created',
    at: job.createdAt,
    text: '',
    fromStageId: null,
    toStageId: job.stageId,
  };
  // The detail carries the job description as sent; the list's summary does not.
  const sent = job.sent ? { ...job.sent, jobDescription: null } : null;
  return { ...job, sent, jobDescription: null, timeline: [created], ...extra };
}

/** Three applications: two on the wishlist, one applied. */
export function sampleJobs(): JobApplication[] {
  return [
    makeJob({
      id: 'j1',
      company: 'Acme',
      role: 'Frontend Engineer',
      position: 0,
      location: 'Berlin',
      remotePolicy: 'hybrid',
      salaryMin: 70000,
      salaryMax: 90000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      priority: 'high',
      tags: ['react', 'fintech'],
      source: 'LinkedIn',
    }),
    makeJob({ id: 'j2', company: 'Globex', role: 'Platform Engineer', position: 1, tags: ['go'] }),
    makeJob({
      id: 'j3',
      company: 'Initech',
      role: 'Staff Engineer',
      stageId: 'applied',
      position: 0,
      appliedOn: '2026-11-05',
      source: 'Referral',
      updatedAt: '2026-11-20T09:00:00.000Z',
    }),
  ];
}
