import {
  DEFAULT_JOB_STAGES,
  JobStageSchema,
  type JobPhase,
  type JobStage,
} from '@resumio/contract/jobs';
import type { Database } from '@resumio/db';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { findBoardStages } from './repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

const StoredStagesSchema = z.array(JobStageSchema).min(1);

const defaultStages = () => DEFAULT_JOB_STAGES.map((s) => ({ ...s }));

/** The user's stages in column order; the default board until the user changes it. */
export async function loadStages(db: Db, userId: string): Promise<JobStage[]> {
  const stored = await findBoardStages(db, userId);
  // Stored boards were validated by the contract on the way in.
  return stored ? (JSON.parse(stored) as JobStage[]) : defaultStages();
}

/**
 * The user's stages for what only reads them (reminders, the calendar feed, the digest). A stored
 * board that does not parse or validate gives the default board, where `loadStages` would fail:
 * reminders are better shown by the default phases than not shown at all, and nothing is written
 * back.
 */
export async function loadStagesOrDefault(db: Db, userId: string): Promise<JobStage[]> {
  const stored = await findBoardStages(db, userId);
  if (stored === undefined) return defaultStages();
  try {
    const parsed = StoredStagesSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : defaultStages();
  } catch {
    return defaultStages();
  }
}

/** Where a new application goes when no stage is named. */
export function firstVisibleStage(stages: JobStage[]): JobStage {
  return stages.find((stage) => !stage.hidden) ?? stages[0]!;
}

/** The first stage of a phase, visible ones first; undefined when the board has none. */
export function firstStageOfPhase(stages: JobStage[], phase: JobPhase): JobStage | undefined {
  const ofPhase = stages.filter((stage) => stage.phase === phase);
  return ofPhase.find((stage) => !stage.hidden) ?? ofPhase[0];
}

export function unknownStage(stageId: string, path = 'stageId'): AppError {
  return new AppError('VALIDATION_ERROR', 'The request is not valid.', [
    { path, message: `There is no stage "${stageId}" on your board.` },
  ]);
}

/** The named stage, or 400 VALIDATION_ERROR naming the field. */
export function requireStage(stages: JobStage[], stageId: string, path = 'stageId'): JobStage {
  const stage = stages.find((s) => s.id === stageId);
  if (!stage) throw unknownStage(stageId, path);
  return stage;
}

/** Stage id → phase, for the board's stages (stages since removed have none). */
export function phaseIndex(stages: JobStage[]): Map<string, JobPhase> {
  return new Map(stages.map((stage) => [stage.id, stage.phase]));
}
