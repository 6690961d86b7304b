import type { JobBoard } from '@resumio/contract/jobs';
import { AppError } from '../../lib/app-error.ts';
import { loadStages } from './board-stages.ts';
import type { JobDeps } from './job-deps.ts';
import { lockJobsOf } from './job-limit.ts';
import { countLiveJobsByStage, saveBoardStages } from './repository.ts';

const plural = (count: number) => (count === 1 ? '1 application' : `${count} applications`);

/**
 * Saves the stages in column order: renames, reorders, new stages and hidden ones. A stage that
 * still holds applications cannot be removed (409 naming it; hiding it is the way), so no live
 * application is ever left in a stage the board does not show. Deleted applications whose stage
 * is removed come back in the first visible stage if restored.
 */
export async function updateBoard(
  deps: JobDeps,
  userId: string,
  board: JobBoard,
): Promise<JobBoard> {
  if (board.stages.every((stage) => stage.hidden)) {
    throw new AppError('VALIDATION_ERROR', 'The request is not valid.', [
      { path: 'stages', message: 'Keep at least one stage visible.' },
    ]);
  }
  const kept = new Set(board.stages.map((stage) => stage.id));
  await deps.db.transaction().execute(async (trx) => {
    await lockJobsOf(trx, deps, userId);
    const counts = await countLiveJobsByStage(trx, userId);
    const blocked = (await loadStages(trx, userId))
      .filter((stage) => !kept.has(stage.id) && (counts.get(stage.id) ?? 0) > 0)
      .map((stage) => ({ id: stage.id, name: stage.name, count: counts.get(stage.id)! }));
    if (blocked.length > 0) {
      const [first] = blocked;
      throw new AppError(
        'CONFLICT',
        `The stage "${first!.name}" still holds ${plural(first!.count)}. Move them to another stage, or hide the stage instead of removing it.`,
        { stages: blocked },
      );
    }
    await saveBoardStages(trx, userId, JSON.stringify(board.stages), new Date().toISOString());
  });
  return { stages: board.stages };
}
