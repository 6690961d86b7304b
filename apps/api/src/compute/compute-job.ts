import type {
  GenerateLetterInput,
  GeneratedLetter,
  LetterBlock,
  LetterContent,
  LetterFlag,
  ParagraphAction,
} from '@resumio/contract/cover-letters';
import type { JobInput } from '@resumio/contract/enhancement';
import type { ListJobsPageQuery } from '@resumio/contract/jobs';
import type { MatchResult, TailorResult } from '@resumio/match';
import type { Resume } from '@resumio/resume';
import type { ImportLimits, ImportOutcome } from '@resumio/resume-import';
import type { CsvReadLimits, CsvReadResult } from '../modules/jobs/read-csv-table.ts';

/**
 * The jobs a compute thread runs, by name: what goes in and what comes out. Both are plain data
 * (they are structured-cloned across the thread boundary), so failures a client should hear of
 * come back as values, not thrown errors, and become AppErrors on the API's side.
 */
export interface ComputeJobs {
  'read-csv': { input: { text: string; limits: CsvReadLimits }; output: CsvReadResult };
  /** A user's tracker list read from the SQLite file and written as JSON, both off the loop. */
  'list-jobs': {
    input: { sqliteFile: string; userId: string; query: ListJobsPageQuery };
    output: { json: string };
  };
  'read-resume-file': { input: { bytes: Uint8Array; limits: ImportLimits }; output: ImportOutcome };
  match: { input: { resume: Resume; job: JobInput; now: string }; output: MatchResult };
  tailor: { input: { resume: Resume; job: JobInput; now: string }; output: TailorResult<Resume> };
  'compose-letter': {
    input: { resume: Resume; letter: GenerateLetterInput; today: string };
    output: GeneratedLetter;
  };
  'check-letter': {
    input: { resume: Resume; content: LetterContent; jobDescription: string };
    output: LetterFlag[];
  };
  'compose-paragraph': {
    input: {
      resume: Resume;
      letter: GenerateLetterInput;
      content: LetterContent;
      block: number;
      action: ParagraphAction;
      variant: number;
    };
    output: LetterBlock;
  };
}

export type ComputeKind = keyof ComputeJobs;

/** Jobs that run in the read threads: short, frequent, never queued behind a long match. */
export const READ_KINDS = ['list-jobs'] as const satisfies readonly ComputeKind[];
export type ReadKind = (typeof READ_KINDS)[number];

export type ComputeJob = {
  [K in ComputeKind]: { kind: K; input: ComputeJobs[K]['input'] };
}[ComputeKind];
