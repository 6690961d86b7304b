import { resumeSchema } from '@resumio/resume-model';
import { z } from 'zod';
import { multilineTextSchema, shortTextSchema } from '../text.ts';

/**
 * Resume enhancement contract (`@resumio/contract/enhancement`): the match score of a resume for a
 * job posting, the proposed tailoring, and the tailored copy. Scores always come from the
 * deterministic engine; a language model only proposes wording, which the truthfulness guard checks.
 */

export const JOB_DESCRIPTION_MIN = 30;
export const JOB_DESCRIPTION_MAX = 30_000;
export const JOB_TITLE_MAX = 200;
export const COMPANY_MAX = 200;
/** Changes one request may name as accepted (a tailoring proposes far fewer). */
export const ACCEPTED_CHANGES_MAX = 500;

export const enhancementErrorMessages = {
  INVALID_JOB_DESCRIPTION: `Paste the job description: between ${JOB_DESCRIPTION_MIN} and ${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters.`,
  AI_UNAVAILABLE: 'The AI service is not available right now. Try again in a few minutes.',
  AI_TIMEOUT: 'The AI service took too long to answer. Try again.',
  AI_RATE_LIMITED: "You have reached today's limit of AI requests. It resets at midnight UTC.",
  /** AI_RATE_LIMITED when the model's provider, not the user's daily limit, refused the request. */
  AI_PROVIDER_BUSY: 'The AI service is busy right now. Try again in a minute.',
} as const;

/** Title and company are optional; blank ones count as absent. */
const optionalLine = (max: number) =>
  shortTextSchema(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const JobInputSchema = z.object({
  // The length before trimming too (first, alone), so the API description states the minimum.
  jobDescription: multilineTextSchema(JOB_DESCRIPTION_MAX)
    .min(JOB_DESCRIPTION_MIN, {
      error: enhancementErrorMessages.INVALID_JOB_DESCRIPTION,
      abort: true,
    })
    .refine((value) => value.trim().length >= JOB_DESCRIPTION_MIN, {
      message: enhancementErrorMessages.INVALID_JOB_DESCRIPTION,
    })
    .describe('The posting as pasted: 30 to 30,000 characters.'),
  jobTitle: optionalLine(JOB_TITLE_MAX),
  company: optionalLine(COMPANY_MAX),
});
export type JobInput = z.infer<typeof JobInputSchema>;

export const importances = ['required', 'preferred'] as const;
export const ImportanceSchema = z.enum(importances);

export const requirementCategories = [
  'skill',
  'tool',
  'certification',
  'degree',
  'experience',
  'language',
  'soft-skill',
] as const;
export const RequirementCategorySchema = z.enum(requirementCategories);

export const EvidenceSchema = z.object({
  /** `work`, `skills`, `summary`, `projects`, `education`, `certificates`, … */
  section: z.string(),
  /** Where in the document, such as `work[0].highlights[2]`. */
  path: z.string(),
  /** The resume's exact text that shows the requirement. */
  text: z.string(),
});

export const MatchKeywordSchema = z.object({
  term: z.string(),
  importance: ImportanceSchema,
  category: RequirementCategorySchema,
  found: z.boolean(),
  /** The alternative the posting accepts ("Go or Java") that the resume shows. */
  satisfiedBy: z.string().optional(),
  evidence: z.array(EvidenceSchema),
});
export type MatchKeyword = z.infer<typeof MatchKeywordSchema>;

export const MatchComponentSchema = z.object({
  name: z.string(),
  score: z.number().int().min(0).max(100),
  weight: z.number().min(0).max(1),
  explanation: z.string(),
});
export type MatchComponent = z.infer<typeof MatchComponentSchema>;

export const MatchResponseSchema = z.object({
  score: z.number().int().min(0).max(100),
  summary: z.string(),
  components: z.array(MatchComponentSchema),
  keywords: z.array(MatchKeywordSchema),
  /**
   * When the resume and the posting are written in different languages: which, and what the
   * score can and cannot see across them.
   */
  languageNote: z.string().optional(),
});
export type MatchResponse = z.infer<typeof MatchResponseSchema>;

export const changeKinds = [
  'reorder-bullets',
  'reorder-skills',
  'add-skill',
  'rewrite-summary',
  'rewrite-bullet',
  'mirror-wording',
  'retitle-headline',
] as const;
export const ChangeKindSchema = z.enum(changeKinds);
export type ChangeKind = z.infer<typeof ChangeKindSchema>;

const textOrList = z.union([z.string(), z.array(z.string())]);

export const TailorChangeSchema = z.object({
  /** Deterministic for the same resume and posting, so a client can name accepted changes. */
  id: z.string(),
  kind: ChangeKindSchema,
  path: z.string(),
  before: textOrList.nullable(),
  after: textOrList,
  reason: z.string(),
  keywords: z.array(z.string()),
  /** Who proposed the wording: the local engine, or the configured language model. */
  source: z.enum(['engine', 'model']).default('engine'),
});
export type TailorChange = z.infer<typeof TailorChangeSchema>;

export const MissingRequirementSchema = z.object({
  term: z.string(),
  importance: ImportanceSchema,
  category: RequirementCategorySchema,
  /** An "only add if true" prompt: never written into the resume automatically. */
  prompt: z.string(),
});
export type MissingRequirement = z.infer<typeof MissingRequirementSchema>;

export const RejectedChangeSchema = z.object({
  kind: ChangeKindSchema,
  path: z.string(),
  /** The proposed text, when there was one, so the screen can show what was turned down. */
  text: z.string().optional(),
  reason: z.string(),
});
export type RejectedChange = z.infer<typeof RejectedChangeSchema>;

export const TailorResponseSchema = z.object({
  scoreBefore: z.number().int().min(0).max(100),
  scoreAfter: z.number().int().min(0).max(100),
  changes: z.array(TailorChangeSchema),
  missing: z.array(MissingRequirementSchema),
  rejected: z.array(RejectedChangeSchema),
  /** The resume with every change applied. */
  document: resumeSchema,
});
export type TailorResponse = z.infer<typeof TailorResponseSchema>;

/**
 * Missing requirements the user may confirm they have, so the tailored copy names them: a skill
 * or tool in the skills list, a language under languages, a certification under certificates.
 * Degrees and years live in education and work history, which only the user can write.
 */
export const confirmableCategories = [
  'skill',
  'tool',
  'soft-skill',
  'language',
  'certification',
] as const satisfies readonly (typeof requirementCategories)[number][];
/** The skills group tailoring adds to when no group of the resume fits, and confirmed skills go. */
export const KEY_SKILLS_GROUP = 'Key skills';
/** Confirmed requirements one request may name (a posting asks for far fewer). */
export const CONFIRMED_MAX = 100;

const confirmedSchema = z
  .array(z.string().max(200))
  .max(CONFIRMED_MAX)
  .default([])
  .describe(
    "Missing requirements (their `term`) the user confirmed they have; each is added where the resume lists such things. Terms not in the tailoring's `missing` list are ignored.",
  );

const acceptedSchema = z
  .array(z.string().max(300))
  .max(ACCEPTED_CHANGES_MAX)
  .describe('Ids of the proposed changes the user accepted; the others are left out.');

/** The score of the resume with only the accepted changes applied (live score on the page). */
export const TailorScoreRequestSchema = JobInputSchema.extend({
  accepted: acceptedSchema,
  confirmed: confirmedSchema,
});
export type TailorScoreRequest = z.infer<typeof TailorScoreRequestSchema>;

/** A new resume made of the source with the accepted changes; the source stays as it is. */
export const TailoredCopyRequestSchema = JobInputSchema.extend({
  accepted: acceptedSchema,
  confirmed: confirmedSchema,
  title: shortTextSchema(120).min(1).optional(),
});
export type TailoredCopyRequest = z.infer<typeof TailoredCopyRequestSchema>;

/** What a tailored copy remembers of the job it was made for (the job tracker links it). */
export const TailoredForSchema = z.object({
  sourceResumeId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  jobDescription: z.string(),
});
export type TailoredFor = z.infer<typeof TailoredForSchema>;

/** One bullet or summary rewritten by the language model, streamed (text/event-stream). */
export const RewriteRequestSchema = JobInputSchema.extend({
  /** `basics.summary` or `work[i].highlights[j]` (also projects/volunteer highlights). */
  path: z
    .string()
    .max(100)
    .regex(/^(basics\.summary|(work|projects|volunteer)\[\d{1,3}\]\.highlights\[\d{1,3}\])$/),
});
export type RewriteRequest = z.infer<typeof RewriteRequestSchema>;

/** Events of the rewrite stream, one JSON object per SSE `data:` line. */
export const RewriteEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    path: z.string(),
    before: z.string(),
    after: z.string(),
    /** False when the guard found facts the resume does not support; `problems` says which. */
    accepted: z.boolean(),
    problems: z.array(z.object({ kind: z.string(), text: z.string(), reason: z.string() })),
  }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type RewriteEvent = z.infer<typeof RewriteEventSchema>;

export const AiUsageSchema = z.object({
  /** Requests to the language model made today (UTC) and the daily limit. */
  used: z.number().int().min(0),
  limit: z.number().int().min(0),
  /** Whether a language model is configured; without one the local engine does everything. */
  model: z.boolean(),
});
export type AiUsage = z.infer<typeof AiUsageSchema>;
