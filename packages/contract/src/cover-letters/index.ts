import { z } from 'zod';
import { FieldIssueSchema } from '../api-error.ts';
import {
  COMPANY_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
  RequirementCategorySchema,
  ImportanceSchema,
  enhancementErrorMessages,
} from '../enhancement/index.ts';
import { multilineTextSchema, shortTextSchema } from '../text.ts';

/**
 * Cover letter contract (`@resumio/contract/cover-letters`). A letter is a short document of
 * blocks (paragraphs and lists of lightly formatted text) addressed to one job at one company,
 * usually composed from one of the user's resumes, whose letterhead it borrows when exported.
 */

/** All the text of one letter (every block, greeting, closing and signature). */
export const COVER_LETTER_TEXT_MAX = 10_000;
export const COVER_LETTER_TITLE_MAX = 120;
export const COVER_LETTER_BLOCKS_MAX = 60;
export const COVER_LETTER_LIST_ITEMS_MAX = 30;
export const COVER_LETTER_PAGE_SIZE_MAX = 100;
export const COVER_LETTERS_PER_USER_MAX = 500;
export const COVER_LETTER_RESTORE_WINDOW_DAYS = 30;
export const HIRING_MANAGER_MAX = 120;
export const GREETING_MAX = 200;
export const CLOSING_MAX = 100;
export const SIGNATURE_MAX = 120;

export const letterTones = ['formal', 'warm', 'confident', 'concise'] as const;
export const LetterToneSchema = z.enum(letterTones);
export type LetterTone = z.infer<typeof LetterToneSchema>;

export const letterLengths = ['short', 'standard', 'detailed'] as const;
export const LetterLengthSchema = z.enum(letterLengths);
export type LetterLength = z.infer<typeof LetterLengthSchema>;
/** Target words of the letter body for each length; a generated letter stays within ±20%. */
export const letterLengthWords: Record<LetterLength, number> = {
  short: 150,
  standard: 250,
  detailed: 400,
};
export const LETTER_LENGTH_TOLERANCE = 0.2;

export const letterToneLabels: Record<LetterTone, string> = {
  formal: 'Formal',
  warm: 'Warm',
  confident: 'Confident',
  concise: 'Concise',
};
export const letterLengthLabels: Record<LetterLength, string> = {
  short: 'Short (about 150 words)',
  standard: 'Standard (about 250 words)',
  detailed: 'Detailed (about 400 words)',
};

export const coverLetterExportFormats = ['pdf', 'docx', 'txt', 'md'] as const;
export const CoverLetterExportFormatSchema = z.enum(coverLetterExportFormats);
export type CoverLetterExportFormat = z.infer<typeof CoverLetterExportFormatSchema>;

/** A run of text with its marks. Consecutive runs with the same marks are merged by the server. */
export const LetterRunSchema = z.object({
  text: multilineTextSchema(COVER_LETTER_TEXT_MAX),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
});
export type LetterRun = z.infer<typeof LetterRunSchema>;

const runsSchema = z.array(LetterRunSchema).max(200);

export const LetterBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), runs: runsSchema }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(runsSchema).min(1).max(COVER_LETTER_LIST_ITEMS_MAX),
  }),
]);
export type LetterBlock = z.infer<typeof LetterBlockSchema>;

/** Plain text of a block: runs joined; list items one per line. */
export function blockText(block: LetterBlock): string {
  const line = (runs: LetterRun[]) => runs.map((run) => run.text).join('');
  return block.type === 'paragraph' ? line(block.runs) : block.items.map(line).join('\n');
}

export const LetterContentBaseSchema = z.object({
  /** The date printed on the letter, `YYYY-MM-DD`. */
  date: z.iso.date(),
  /** The recipient block; blank lines are left out of the letterhead. */
  recipientName: shortTextSchema(HIRING_MANAGER_MAX),
  company: shortTextSchema(COMPANY_MAX),
  jobTitle: shortTextSchema(JOB_TITLE_MAX),
  greeting: shortTextSchema(GREETING_MAX),
  body: z.array(LetterBlockSchema).max(COVER_LETTER_BLOCKS_MAX),
  closing: shortTextSchema(CLOSING_MAX),
  signature: shortTextSchema(SIGNATURE_MAX),
});

/** Every character the letter prints, for the 10,000-character limit and the word count. */
export function letterText(content: z.infer<typeof LetterContentBaseSchema>): string {
  return [content.greeting, ...content.body.map(blockText), content.closing, content.signature]
    .filter(Boolean)
    .join('\n\n');
}

export function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Words of the body alone: what the chosen length is measured against. */
export function bodyWordCount(content: { body: LetterBlock[] }): number {
  return countWords(content.body.map(blockText).join('\n'));
}

export const LetterContentSchema = LetterContentBaseSchema.superRefine((content, ctx) => {
  if (letterText(content).length > COVER_LETTER_TEXT_MAX) {
    ctx.addIssue({
      code: 'custom',
      path: ['body'],
      message: `A letter holds at most ${COVER_LETTER_TEXT_MAX.toLocaleString('en-US')} characters.`,
    });
  }
});
export type LetterContent = z.infer<typeof LetterContentSchema>;

/** A phrase of the letter that the resume does not support (an employer, number, skill…). */
export const LetterFlagSchema = z.object({
  /** Index into `body`; -1 for the greeting, closing or signature. */
  block: z.number().int(),
  text: z.string(),
  kind: z.string(),
  reason: z.string(),
});
export type LetterFlag = z.infer<typeof LetterFlagSchema>;

/** A requirement of the posting that the letter speaks to, with the resume line that proves it. */
export const AddressedRequirementSchema = z.object({
  term: z.string(),
  category: RequirementCategorySchema,
  importance: ImportanceSchema,
  evidence: z.string(),
});
export type AddressedRequirement = z.infer<typeof AddressedRequirementSchema>;

// The untrimmed minimum first and alone, so the API description states it (as for matching).
const jobDescriptionSchema = multilineTextSchema(JOB_DESCRIPTION_MAX)
  .min(JOB_DESCRIPTION_MIN, {
    error: enhancementErrorMessages.INVALID_JOB_DESCRIPTION,
    abort: true,
  })
  .refine((value) => value.trim().length >= JOB_DESCRIPTION_MIN, {
    message: enhancementErrorMessages.INVALID_JOB_DESCRIPTION,
  });

export const GenerateLetterRequestSchema = z.object({
  resumeId: z.string().min(1).max(64),
  jobDescription: jobDescriptionSchema,
  jobTitle: shortTextSchema(JOB_TITLE_MAX).min(1),
  company: shortTextSchema(COMPANY_MAX).min(1),
  hiringManager: shortTextSchema(HIRING_MANAGER_MAX).optional(),
  tone: LetterToneSchema.default('formal'),
  length: LetterLengthSchema.default('standard'),
  /** Picks other sentence templates, so "generate again" reads differently; same seed, same letter. */
  variant: z.number().int().min(0).max(1000).default(0),
});
export type GenerateLetterRequest = z.input<typeof GenerateLetterRequestSchema>;
export type GenerateLetterInput = z.output<typeof GenerateLetterRequestSchema>;

export const GeneratedLetterSchema = z.object({
  content: LetterContentSchema,
  addressed: z.array(AddressedRequirementSchema),
  flags: z.array(LetterFlagSchema),
  wordCount: z.number().int().min(0),
  /** `local` (deterministic composer) or `model` (language model through the AI port). */
  engine: z.enum(['local', 'model']),
});
export type GeneratedLetter = z.infer<typeof GeneratedLetterSchema>;

export const paragraphActions = ['regenerate', 'shorter', 'more_formal'] as const;
export const ParagraphActionSchema = z.enum(paragraphActions);
export type ParagraphAction = z.infer<typeof ParagraphActionSchema>;

/** POST /api/cover-letters/{id}/paragraph: rework one body paragraph of a saved letter. */
export const ParagraphRequestSchema = z.object({
  block: z
    .number()
    .int()
    .min(0)
    .max(COVER_LETTER_BLOCKS_MAX - 1),
  action: ParagraphActionSchema,
  /** The paragraph as the editor holds it now (it may be ahead of the saved version). */
  current: z.array(LetterRunSchema).max(200),
  variant: z.number().int().min(0).max(1000).default(0),
});
export type ParagraphRequest = z.input<typeof ParagraphRequestSchema>;

export const ParagraphResponseSchema = z.object({
  block: LetterBlockSchema,
  flags: z.array(LetterFlagSchema),
  engine: z.enum(['local', 'model']),
});
export type ParagraphResponse = z.infer<typeof ParagraphResponseSchema>;

/** Events of POST /api/cover-letters/generate/stream, one JSON object per SSE `data:` line. */
export const LetterStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), letter: GeneratedLetterSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type LetterStreamEvent = z.infer<typeof LetterStreamEventSchema>;

export const coverLetterTitleSchema = shortTextSchema(COVER_LETTER_TITLE_MAX).min(1);

export const CoverLetterSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The resume it was written from (letterhead and fact check); null once that resume is gone. */
  resumeId: z.string().nullable(),
  resumeTitle: z.string().nullable(),
  jobTitle: z.string(),
  company: z.string(),
  tone: LetterToneSchema,
  length: LetterLengthSchema,
  wordCount: z.number().int().min(0),
  version: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CoverLetterSummary = z.infer<typeof CoverLetterSummarySchema>;

export const CoverLetterDetailSchema = CoverLetterSummarySchema.extend({
  content: LetterContentSchema,
  jobDescription: z.string(),
  addressed: z.array(AddressedRequirementSchema),
  /** The guard's findings on the saved text against the linked resume, recomputed on every save. */
  flags: z.array(LetterFlagSchema),
}).meta({ id: 'CoverLetterDetail', description: 'A saved cover letter with its text.' });
export type CoverLetterDetail = z.infer<typeof CoverLetterDetailSchema>;

export const ListCoverLettersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(COVER_LETTER_PAGE_SIZE_MAX).default(20),
  sort: z
    .enum(['updated_desc', 'updated_asc', 'title_asc', 'title_desc', 'created_desc'])
    .default('updated_desc'),
  q: shortTextSchema(200).optional(),
});
export type ListCoverLettersQuery = z.infer<typeof ListCoverLettersQuerySchema>;

export const ListCoverLettersResponseSchema = z.object({
  items: z.array(CoverLetterSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ListCoverLettersResponse = z.infer<typeof ListCoverLettersResponseSchema>;

export const CreateCoverLetterRequestSchema = z.object({
  title: coverLetterTitleSchema.optional(),
  resumeId: z.string().min(1).max(64).nullable().optional(),
  jobDescription: multilineTextSchema(JOB_DESCRIPTION_MAX).default(''),
  tone: LetterToneSchema.default('formal'),
  length: LetterLengthSchema.default('standard'),
  /** Usually the answer of /generate, possibly edited; the requirements it addressed come along. */
  content: LetterContentSchema,
  addressed: z.array(AddressedRequirementSchema).max(50).default([]),
});
export type CreateCoverLetterRequest = z.input<typeof CreateCoverLetterRequestSchema>;

export const UpdateCoverLetterRequestSchema = z
  .object({
    /** The version the client last saw; a stale one answers 409 VERSION_CONFLICT. */
    version: z.number().int().positive(),
    title: coverLetterTitleSchema.optional(),
    content: LetterContentSchema.optional(),
    tone: LetterToneSchema.optional(),
    length: LetterLengthSchema.optional(),
  })
  .refine(
    (body) =>
      body.title !== undefined ||
      body.content !== undefined ||
      body.tone !== undefined ||
      body.length !== undefined,
    { message: 'Send a title, tone, length or content to change.' },
  );
export type UpdateCoverLetterRequest = z.infer<typeof UpdateCoverLetterRequestSchema>;

/** `details` of a 409 VERSION_CONFLICT: the letter as it is now on the server. */
export const CoverLetterConflictDetailsSchema = z.object({ current: CoverLetterDetailSchema });
export type CoverLetterConflictDetails = z.infer<typeof CoverLetterConflictDetailsSchema>;

export const CoverLetterExportQuerySchema = z.object({
  format: CoverLetterExportFormatSchema.default('pdf'),
});

/** POST /api/cover-letters answers the new letter, and what the server repaired on the way in. */
export const CreateCoverLetterResponseSchema = CoverLetterDetailSchema.extend({
  warnings: z.array(FieldIssueSchema).optional(),
});
export type CreateCoverLetterResponse = z.infer<typeof CreateCoverLetterResponseSchema>;

/** Payload of the `cover_letter_action` data-layer event. */
export const coverLetterActions = [
  'create',
  'generate',
  'regenerate',
  'export',
  'delete',
  'duplicate',
  'restore',
] as const;
export type CoverLetterAction = (typeof coverLetterActions)[number];
