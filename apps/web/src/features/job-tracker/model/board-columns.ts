import type { JobApplication, JobStage, ListJobsResponse } from '@resumio/contract/jobs';

/**
 * Cards a column shows before "Show more": every shown card is a drag target the drag has to
 * measure and re-render on each move, so a long search stays fluid by showing the top of each
 * column (where the user keeps what matters) and the rest on request.
 */
export const COLUMN_CARDS_SHOWN = 25;

/** Card ids per stage id, each column in its top-to-bottom order. */
export type Columns = Record<string, string[]>;

export interface MoveTarget {
  id: string;
  stageId: string;
  /** The card's index in its column once moved (0 = top). */
  index: number;
}

const byPosition = (a: JobApplication, b: JobApplication) =>
  a.position - b.position || b.updatedAt.localeCompare(a.updatedAt);

/** Every stage gets a column (empty ones too); applications in unknown stages are left out. */
export function columnsOf(items: readonly JobApplication[], stages: readonly JobStage[]): Columns {
  const columns: Columns = Object.fromEntries(stages.map((stage) => [stage.id, []]));
  for (const job of [...items].sort(byPosition)) columns[job.stageId]?.push(job.id);
  return columns;
}

export function findColumn(columns: Columns, id: string): string | undefined {
  if (id in columns) return id;
  return Object.keys(columns).find((stageId) => columns[stageId]!.includes(id));
}

/**
 * The list as it will be once `move` is done, for an optimistic update: the card changes stage,
 * and positions in the columns it left and joined are renumbered from 0.
 */
export function applyMove(list: ListJobsResponse, move: MoveTarget): ListJobsResponse {
  const moving = list.items.find((job) => job.id === move.id);
  if (!moving) return list;
  const target = list.items
    .filter((job) => job.stageId === move.stageId && job.id !== move.id)
    .sort(byPosition)
    .map((job) => job.id);
  target.splice(Math.min(move.index, target.length), 0, move.id);
  const source = list.items
    .filter((job) => job.stageId === moving.stageId && job.id !== move.id)
    .sort(byPosition)
    .map((job) => job.id);
  const positions = new Map<string, number>();
  source.forEach((id, index) => positions.set(id, index));
  target.forEach((id, index) => positions.set(id, index));
  return {
    ...list,
    items: list.items.map((job) => {
      const position = positions.get(job.id);
      if (position === undefined) return job;
      return job.id === move.id
        ? { ...job, stageId: move.stageId, position }
        : { ...job, position };
    }),
  };
}
