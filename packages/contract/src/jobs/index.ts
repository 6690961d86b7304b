import { z } from 'zod';
import { multilineTextSchema, shortTextSchema } from '../text.ts';

/**
 * Job application tracker contract (`@resumio/contract/jobs`): applications, the board's stages,
 * the timeline of each application, reminders, the calendar feed and analytics. Premium only on the
 * server (403 PREMIUM_REQUIRED) except the public calendar feed, which its secret token opens.
 */

/** Applications one account may keep (deleted ones included until purged). */
export const JOBS_PER_USER_MAX = 2000;
export const JOB_TEXT_MAX = 200;
export const JOB_URL_MAX = 2000;
export const JOB_DESCRIPTION_TEXT_MAX = 30_000;
export const JOB_NOTE_MAX = 5000;
export const JOB_TAGS_MAX = 20;
export const JOB_TAG_MAX = 40;
export const JOB_CONTACTS_MAX = 20;
export const JOB_STAGES_MAX = 20;
export const JOB_STAGE_NAME_MAX = 40;
/** How long a deleted application can be restored. */
export const JOB_RESTORE_WINDOW_DAYS = 30;
export const SALARY_MAX = 100_000_000;

/**
 * Where an application stands in a search. Every stage, the default ones and those a user adds,
 * belongs to one phase: the funnel and the rates are computed per phase, so renaming a stage or
 * adding "Phone screen" to the interviewing phase keeps the analytics right.
 */
export const jobPhases = [
  'wishlist',
  'applied',
  'interviewing',
  'offer',
  'rejected',
  'withdrawn',
] as const;
export const JobPhaseSchema = z.enum(jobPhases);
export type JobPhase = z.infer<typeof JobPhaseSchema>;

/** Ids are lower-case slugs, stable across renames. */
export const JobStageIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use lower-case letters, digits and dashes (at most 40).');

export const JobStageSchema = z.object({
  id: JobStageIdSchema,
  name: shortTextSchema(JOB_STAGE_NAME_MAX).min(1),
  phase: JobPhaseSchema,
  hidden: z.boolean().default(false),
});
export type JobStage = z.infer<typeof JobStageSchema>;

/** The board a new account starts with: one stage per phase, in funnel order. */
export const DEFAULT_JOB_STAGES: JobStage[] = [
  { id: 'wishlist', name: 'Wishlist', phase: 'wishlist', hidden: false },
  { id: 'applied', name: 'Applied', phase: 'applied', hidden: false },
  { id: 'interviewing', name: 'Interviewing', phase: 'interviewing', hidden: false },
  { id: 'offer', name: 'Offer', phase: 'offer', hidden: false },
  { id: 'rejected', name: 'Rejected', phase: 'rejected', hidden: false },
  { id: 'withdrawn', name: 'Withdrawn', phase: 'withdrawn', hidden: false },
];

/**
 * The user's board: stages in column order. Ids are unique; a stage that still holds applications
 * cannot be removed (hide it instead), answered 409 CONFLICT.
 */
export const JobBoardSchema = z
  .object({
    stages: z
      .array(JobStageSchema)
      .min(1)
      .max(JOB_STAGES_MAX)
      .refine((stages) => new Set(stages.map((s) => s.id)).size === stages.length, {
        message: 'Each stage needs its own id.',
      }),
  })
  .meta({ id: 'JobBoard', description: 'The stages of the job tracker board, in order.' });
export type JobBoard = z.infer<typeof JobBoardSchema>;

export const remotePolicies = ['onsite', 'hybrid', 'remote'] as const;
export const RemotePolicySchema = z.enum(remotePolicies);
export const jobPriorities = ['low', 'medium', 'high'] as const;
export const JobPrioritySchema = z.enum(jobPriorities);
export const salaryPeriods = ['year', 'month', 'hour'] as const;

/** Sources offered in the form; any other short text is accepted (imports bring their own). */
export const SUGGESTED_JOB_SOURCES = [
  'LinkedIn',
  'Indeed',
  'Company website',
  'Referral',
  'Recruiter',
  'Job board',
  'Networking event',
] as const;

/** `YYYY-MM-DD`, a calendar day with no time zone (a deadline is a day, wherever the user is). */
export const CalendarDaySchema = z.iso.date();

const optionalText = (max: number) => shortTextSchema(max).nullable().optional();
const httpUrl = z
  .url({ protocol: /^https?$/, message: 'Enter a web address starting with http:// or https://.' })
  .max(JOB_URL_MAX);

export const JobContactSchema = z.object({
  name: shortTextSchema(JOB_TEXT_MAX).min(1),
  role: optionalText(JOB_TEXT_MAX),
  email: z.email().max(254).nullable().optional(),
  phone: optionalText(40),
  profileUrl: httpUrl.nullable().optional(),
});
export type JobContact = z.infer<typeof JobContactSchema>;

/** Everything a user can write on an application. */
export const JobFieldsSchema = z.object({
  company: shortTextSchema(JOB_TEXT_MAX).min(1),
  role: shortTextSchema(JOB_TEXT_MAX).min(1),
  location: optionalText(JOB_TEXT_MAX),
  remotePolicy: RemotePolicySchema.nullable().optional(),
  salaryMin: z.number().int().min(0).max(SALARY_MAX).nullable().optional(),
  salaryMax: z.number().int().min(0).max(SALARY_MAX).nullable().optional(),
  /** ISO 4217, upper case. */
  salaryCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as USD or EUR.')
    .nullable()
    .optional(),
  salaryPeriod: z.enum(salaryPeriods).nullable().optional(),
  postingUrl: httpUrl.nullable().optional(),
  source: optionalText(80),
  jobDescription: multilineTextSchema(JOB_DESCRIPTION_TEXT_MAX).nullable().optional(),
  priority: JobPrioritySchema.optional(),
  tags: z.array(shortTextSchema(JOB_TAG_MAX).min(1)).max(JOB_TAGS_MAX).optional(),
  appliedOn: CalendarDaySchema.nullable().optional(),
  deadlineOn: CalendarDaySchema.nullable().optional(),
  followUpOn: CalendarDaySchema.nullable().optional(),
  /** A moment: interviews have a time. */
  nextInterviewAt: z.iso.datetime({ offset: true }).nullable().optional(),
  contacts: z.array(JobContactSchema).max(JOB_CONTACTS_MAX).optional(),
  /** The user's resume sent with this application (must be theirs; another id answers 404). */
  resumeId: z.string().max(64).nullable().optional(),
  /** The cover letter sent with it, once cover letters exist. */
  coverLetterId: z.string().max(64).nullable().optional(),
});
export type JobFields = z.infer<typeof JobFieldsSchema>;

const salaryInOrder = (value: { salaryMin?: number | null; salaryMax?: number | null }) =>
  value.salaryMin == null || value.salaryMax == null || value.salaryMin <= value.salaryMax;
const salaryIssue = {
  message: 'The lowest salary cannot be above the highest.',
  path: ['salaryMin'],
};

export const CreateJobRequestSchema = JobFieldsSchema.extend({
  /** The stage it starts in; the board's first visible stage when absent. */
  stageId: JobStageIdSchema.optional(),
}).refine(salaryInOrder, salaryIssue);
export type CreateJobRequest = z.infer<typeof CreateJobRequestSchema>;

/** A partial update over the version the client last saw (stale → 409 VERSION_CONFLICT). */
export const UpdateJobRequestSchema = JobFieldsSchema.partial()
  .extend({ version: z.number().int().positive() })
  .refine(salaryInOrder, salaryIssue);
export type UpdateJobRequest = z.infer<typeof UpdateJobRequestSchema>;

/** Drag and drop: to a stage, at an index among that stage's cards (0 = top). */
export const MoveJobRequestSchema = z.object({
  version: z.number().int().positive(),
  stageId: JobStageIdSchema,
  index: z.number().int().min(0).max(JOBS_PER_USER_MAX),
});
export type MoveJobRequest = z.infer<typeof MoveJobRequestSchema>;

export const BulkStageRequestSchema = z.object({
  ids: z.array(z.string().max(64)).min(1).max(500),
  stageId: JobStageIdSchema,
});
export type BulkStageRequest = z.infer<typeof BulkStageRequestSchema>;
export const BulkStageResponseSchema = z.object({ updated: z.number().int() });
export type BulkStageResponse = z.infer<typeof BulkStageResponseSchema>;

export const jobEventKinds = ['created', 'stage', 'note', 'snapshot', 'imported'] as const;
export const JobEventSchema = z
  .object({
    id: z.string(),
    kind: z.enum(jobEventKinds),
    at: z.iso.datetime(),
    /** A note's text; empty for automatic events. */
    text: z.string(),
    /** Stage changes: where from (null when created) and where to. */
    fromStageId: z.string().nullable(),
    toStageId: z.string().nullable(),
  })
  .meta({ id: 'JobEvent', description: "An entry of an application's timeline." });
export type JobEvent = z.infer<typeof JobEventSchema>;

export const AddJobNoteRequestSchema = z.object({
  text: multilineTextSchema(JOB_NOTE_MAX).refine((v) => v.trim().length > 0, {
    message: 'Write a note first.',
  }),
});
export type AddJobNoteRequest = z.infer<typeof AddJobNoteRequestSchema>;

/** What was sent when the application moved to the applied phase with a resume linked. */
export const SentSnapshotSchema = z.object({
  takenAt: z.iso.datetime(),
  resumeId: z.string(),
  resumeTitle: z.string(),
  /** The cover letter linked when it was sent. */
  coverLetterId: z.string().nullable(),
  /** The title of the letter frozen with it; null when none was (no letter, or deleted by then). */
  coverLetterTitle: z.string().nullable(),
  /** The job description as it was when sent. */
  jobDescription: z.string().nullable(),
});
export type SentSnapshot = z.infer<typeof SentSnapshotSchema>;

/** A list's view of what was sent: the job description as sent comes with the detail. */
export const SentSummarySchema = SentSnapshotSchema.omit({ jobDescription: true });
export type SentSummary = z.infer<typeof SentSummarySchema>;

export const JobApplicationSchema = z
  .object({
    id: z.string(),
    version: z.number().int().positive(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    stageId: z.string(),
    /** Order within the stage's column (0 = top). */
    position: z.number().int(),
    company: z.string(),
    role: z.string(),
    location: z.string().nullable(),
    remotePolicy: RemotePolicySchema.nullable(),
    salaryMin: z.number().int().nullable(),
    salaryMax: z.number().int().nullable(),
    salaryCurrency: z.string().nullable(),
    salaryPeriod: z.enum(salaryPeriods).nullable(),
    postingUrl: z.string().nullable(),
    source: z.string().nullable(),
    priority: JobPrioritySchema,
    tags: z.array(z.string()),
    appliedOn: CalendarDaySchema.nullable(),
    deadlineOn: CalendarDaySchema.nullable(),
    followUpOn: CalendarDaySchema.nullable(),
    nextInterviewAt: z.iso.datetime({ offset: true }).nullable(),
    contacts: z.array(JobContactSchema),
    resumeId: z.string().nullable(),
    coverLetterId: z.string().nullable(),
    /** Whether a job description is stored (the text itself comes with the detail). */
    hasJobDescription: z.boolean(),
    sent: SentSummarySchema.nullable(),
  })
  .meta({ id: 'JobApplication', description: 'A job application as lists show it.' });
export type JobApplication = z.infer<typeof JobApplicationSchema>;

export const JobApplicationDetailSchema = JobApplicationSchema.extend({
  sent: SentSnapshotSchema.nullable(),
  jobDescription: z.string().nullable(),
  timeline: z.array(JobEventSchema),
}).meta({ id: 'JobApplicationDetail', description: 'A job application with its timeline.' });
export type JobApplicationDetail = z.infer<typeof JobApplicationDetailSchema>;

/** `details` of a 409 VERSION_CONFLICT: the application as it now stands on the server. */
export const JobVersionConflictDetailsSchema = z.object({ current: JobApplicationDetailSchema });
export type JobVersionConflictDetails = z.infer<typeof JobVersionConflictDetailsSchema>;

export const ListJobsQuerySchema = z.object({
  q: shortTextSchema(JOB_TEXT_MAX).optional(),
  stageId: JobStageIdSchema.optional(),
  tag: shortTextSchema(JOB_TAG_MAX).optional(),
  source: shortTextSchema(80).optional(),
  /** Created on or after / on or before these days (UTC). */
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
});
export type ListJobsQuery = z.infer<typeof ListJobsQuerySchema>;

/** The most applications one page of `GET /api/jobs` holds. */
export const JOB_PAGE_MAX = 500;

/**
 * The filters plus paging: with `limit`, one page in board order and a `nextCursor` to ask for
 * the next; without it, every match (what clients before paging expect).
 */
export const ListJobsPageQuerySchema = ListJobsQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(JOB_PAGE_MAX).optional(),
  /** `nextCursor` of the previous page, as given (opaque). */
  cursor: z.string().min(1).max(400).optional(),
});
export type ListJobsPageQuery = z.infer<typeof ListJobsPageQuerySchema>;

export const ListJobsResponseSchema = z.object({
  items: z.array(JobApplicationSchema),
  /** Every match, on all pages. */
  total: z.number().int(),
  /** Present when `limit` was given: where the next page starts, null on the last page. */
  nextCursor: z.string().nullable().optional(),
});
export type ListJobsResponse = z.infer<typeof ListJobsResponseSchema>;

/** A dated thing to do: a deadline, a follow-up or an interview. */
export const jobReminderKinds = ['deadline', 'follow-up', 'interview'] as const;
export const JobReminderSchema = z.object({
  jobId: z.string(),
  company: z.string(),
  role: z.string(),
  kind: z.enum(jobReminderKinds),
  /** The day it is due (interviews: the day in the user's time zone). */
  day: CalendarDaySchema,
  /** Interviews only. */
  at: z.iso.datetime({ offset: true }).nullable(),
  overdue: z.boolean(),
});
export type JobReminder = z.infer<typeof JobReminderSchema>;

/** `GET /api/jobs/reminders?tz=Europe/Paris`: today in the user's time zone. */
export const JobRemindersQuerySchema = z.object({
  tz: z.string().max(64).optional(),
  days: z.coerce.number().int().min(1).max(90).default(14),
});
export const JobRemindersResponseSchema = z.object({
  today: CalendarDaySchema,
  overdue: z.number().int(),
  dueToday: z.number().int(),
  /** Overdue first, then by day, up to `days` ahead; only applications in open phases. */
  items: z.array(JobReminderSchema),
});
export type JobRemindersResponse = z.infer<typeof JobRemindersResponseSchema>;

/** The private calendar (ICS) feed: null until the user creates one; revocable, regenerable. */
export const CalendarFeedSchema = z
  .object({
    url: z.string().nullable(),
    createdAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CalendarFeed', description: "The private calendar feed's address." });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const JobAnalyticsQuerySchema = z.object({
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
});
export type JobAnalyticsQuery = z.infer<typeof JobAnalyticsQuerySchema>;

const rate = z.number().min(0).max(1).nullable();
export const JobAnalyticsSchema = z.object({
  total: z.number().int(),
  /** Applications that reached each phase at least once (saved counts every application). */
  funnel: z.array(
    z.object({
      phase: z.enum(['saved', 'applied', 'interviewing', 'offer']),
      count: z.number().int(),
    }),
  ),
  /** Of applications that reached applied: share that got any answer (interview, offer or rejection). */
  responseRate: rate,
  /** Of applications that reached applied: share that reached interviewing. */
  interviewRate: rate,
  /**
   * Median days from applying (the applied day, or entering Applied) to the first stage change
   * after it; same-day moves without an applied day are left out. Null without data.
   */
  medianDaysToFirstResponse: z.number().nullable(),
  /** Average days spent in each open stage (left or still there), in board order. */
  daysInStage: z.array(
    z.object({
      stageId: z.string(),
      name: z.string(),
      averageDays: z.number().nullable(),
      count: z.number().int(),
    }),
  ),
  /** Applications applied per ISO week (Monday), oldest first, weeks without any included. */
  perWeek: z.array(z.object({ weekStart: CalendarDaySchema, count: z.number().int() })),
  bySource: z.array(
    z.object({
      source: z.string(),
      applied: z.number().int(),
      interviews: z.number().int(),
      offers: z.number().int(),
    }),
  ),
  byResume: z.array(
    z.object({
      resumeId: z.string(),
      title: z.string(),
      applied: z.number().int(),
      interviews: z.number().int(),
      offers: z.number().int(),
    }),
  ),
});
export type JobAnalytics = z.infer<typeof JobAnalyticsSchema>;

/** The morning email of what is due, in the user's time zone. */
export const ReminderSettingsSchema = z
  .object({
    emailDigest: z.boolean(),
    /** An IANA time zone such as Europe/Paris; the digest goes out at `digestHour` there. */
    timeZone: z.string().min(1).max(64),
    digestHour: z.number().int().min(0).max(23),
  })
  .meta({ id: 'ReminderSettings', description: 'When and how reminders reach the user.' });
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  emailDigest: false,
  timeZone: 'UTC',
  digestHour: 8,
};

/** Fields a CSV column can fill; `ignore` drops the column. */
export const importableJobFields = [
  'company',
  'role',
  'stage',
  'location',
  'postingUrl',
  'source',
  'salary',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'remotePolicy',
  'priority',
  'appliedOn',
  'deadlineOn',
  'followUpOn',
  'nextInterviewAt',
  'createdOn',
  'tags',
  'notes',
  'jobDescription',
  'contactName',
  'contactEmail',
  'contacts',
  'ignore',
] as const;
export const ImportableJobFieldSchema = z.enum(importableJobFields);
export type ImportableJobField = z.infer<typeof ImportableJobFieldSchema>;

export const JOB_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** A CSV export of Huntr, Teal or any spreadsheet; `mapping` (column header → field) overrides the guess. */
export const JobImportRequestSchema = z.object({
  csv: z.string().min(1).max(JOB_IMPORT_MAX_BYTES),
  mapping: z.record(z.string().max(200), ImportableJobFieldSchema).optional(),
});
export type JobImportRequest = z.infer<typeof JobImportRequestSchema>;

/**
 * Something about one row of an import file. `leftOut` says the row is not imported at all (no
 * company, say); without it the row is imported and only the named value was left empty or cut.
 * Rows left out are the distinct rows of the problems that say so.
 */
export const JobImportProblemSchema = z.object({
  row: z.number().int(),
  reason: z.string(),
  leftOut: z.boolean().optional(),
});
export type JobImportProblem = z.infer<typeof JobImportProblemSchema>;

export const JobImportPreviewSchema = z.object({
  /** Which product the headers look like: shapes the guessed mapping. */
  detected: z.enum(['huntr', 'teal', 'spreadsheet']),
  columns: z.array(
    z.object({ header: z.string(), field: ImportableJobFieldSchema, samples: z.array(z.string()) }),
  ),
  /** The first rows as they would be imported. */
  rows: z.array(
    z.object({
      row: z.number().int(),
      company: z.string(),
      role: z.string(),
      stageId: z.string(),
    }),
  ),
  readable: z.number().int(),
  problems: z.array(JobImportProblemSchema),
});
export type JobImportPreview = z.infer<typeof JobImportPreviewSchema>;

export const JobImportResultSchema = z.object({
  imported: z.number().int(),
  problems: z.array(JobImportProblemSchema),
});
export type JobImportResult = z.infer<typeof JobImportResultSchema>;

export * from './reminders.ts';
export * from './job-link.ts';
